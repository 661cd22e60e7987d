// Brings the typed translation keys of @wallet/shared/i18n into this app's type check.
import type {} from '@wallet/shared/i18n';
