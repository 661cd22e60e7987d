import { useTranslation } from '@wallet/shared/i18n';
import type { LinkedPlatform } from '@wallet/shared/domain';
import { platformAccountLabel } from '../../../lib/money';

/** The member's registered platform accounts as options: "X-Poker (kim-xp)". */
export function PlatformOptions({ platforms }: { platforms: readonly LinkedPlatform[] }) {
  const { t } = useTranslation('money');
  return (
    <>
      <option value="">{t('choose')}</option>
      {platforms.map((platform) => (
        <option key={platform.name} value={platform.name}>
          {platformAccountLabel(platform.name, platform.platformId)}
        </option>
      ))}
    </>
  );
}
