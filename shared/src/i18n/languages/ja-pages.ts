// The member side's other pages' texts in one language, in a chunk of their own, fetched before
// the first of those pages, and at start for a signed-in member, whose home reads some (load.ts).
// Alike in shape only: each language imports its own files by a literal path, or one chunk would hold all four.
import type { PageTexts } from '../namespaces';
import register from '../locales/ja/register.json';
import account from '../locales/ja/account.json';
import money from '../locales/ja/money.json';
import support from '../locales/ja/support.json';
import howToPlay from '../locales/ja/howToPlay.json';

export const texts: PageTexts = {
  register,
  account,
  money,
  support,
  howToPlay,
};
