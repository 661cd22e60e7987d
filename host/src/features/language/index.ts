export { MemberLanguageSync } from './MemberLanguageSync';
