import './types';

export { createI18n, startupLanguage, changeLanguage } from './setup';
export {
  NAMESPACES,
  LANGUAGE_NAMES,
  resources,
  englishResources,
  type Namespace,
} from './resources';
export { useFormat } from './use-format';
