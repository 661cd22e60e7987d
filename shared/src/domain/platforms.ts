import type { Currency } from './money/amounts';

/** External card-room platforms, by their names on the wire (docs/api.md). */
export const PLATFORMS = ['pokerbros', 'xpoker', 'pokernex', 'ggclub'] as const;
export type Platform = (typeof PLATFORMS)[number];

/** GG Club and PokerBros are USD-based; X-Poker and Pokernex are fixed to KRW. */
export const PLATFORM_CURRENCY: Record<Platform, Extract<Currency, 'USD' | 'KRW'>> = {
  pokerbros: 'USD',
  ggclub: 'USD',
  xpoker: 'KRW',
  pokernex: 'KRW',
};

/** The platforms' brand names, which read the same in every language (so not in the texts). */
export const PLATFORM_NAMES: Record<Platform, string> = {
  pokerbros: 'PokerBros',
  xpoker: 'X-Poker',
  pokernex: 'Pokernex',
  ggclub: 'GG Club',
};
