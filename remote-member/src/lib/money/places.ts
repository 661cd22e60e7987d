import type { TFunction } from 'i18next';
import type { Platform, TransferPlace } from '@wallet/shared/domain';
import { PLATFORM_NAMES } from '@wallet/shared/domain';

/** A transfer's end as people read it: "Wallet" (translated) or the platform's brand name. */
export function placeName(place: TransferPlace, t: TFunction<'money'>): string {
  return place === 'wallet' ? t('wallet') : PLATFORM_NAMES[place];
}

/** A registered platform account as an option: "X-Poker (kim-xp)". */
export const platformAccountLabel = (platform: Platform, platformId: string) =>
  `${PLATFORM_NAMES[platform]} (${platformId})`;
