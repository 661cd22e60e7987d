import type { Platform } from '@wallet/shared/domain';

/** The platforms' brand names, which read the same in every language (so not in the texts). */
export const PLATFORM_NAMES: Record<Platform, string> = {
  pokerbros: 'PokerBros',
  xpoker: 'X-Poker',
  pokernex: 'Pokernex',
  ggclub: 'GG Club',
};
