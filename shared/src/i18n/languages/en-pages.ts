// The member side's other pages' texts in one language, in a chunk of their own, fetched before
// the first of those pages, and at start for a signed-in member, whose home reads some (load.ts).
// Alike in shape only: each language imports its own files by a literal path, or one chunk would hold all four.
import type { PageTexts } from '../namespaces';
import register from '../locales/en/register.json';
import account from '../locales/en/account.json';
import money from '../locales/en/money.json';
import support from '../locales/en/support.json';
import howToPlay from '../locales/en/howToPlay.json';

export const texts = {
  register,
  account,
  money,
  support,
  howToPlay,
} satisfies PageTexts;
