// The back office's texts of one language, in a chunk of its own: member pages never download
// them (load.ts).
// Alike in shape only: each language imports its own files by a literal path, or one chunk would hold all four.
import type { BackOfficeTexts } from '../namespaces';
import admin from '../locales/ko/admin.json';
import adminUsers from '../locales/ko/adminUsers.json';
import adminMoney from '../locales/ko/adminMoney.json';
import adminSupport from '../locales/ko/adminSupport.json';

export const texts = {
  admin,
  adminUsers,
  adminMoney,
  adminSupport,
} satisfies BackOfficeTexts;
