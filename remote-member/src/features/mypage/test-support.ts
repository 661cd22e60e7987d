import type { UserInfo } from '@wallet/shared/domain';
import { memberInfo } from '../../testing/money';

export { startEachTestAsMember } from '../../testing/money';

/** The member of the money tests, with a warning, so my page has a count to show. */
export const userInfo: UserInfo = { ...memberInfo, warnings: 1 };
