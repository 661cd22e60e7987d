import type { ReactNode } from 'react';
import { MemberLanguageSync } from '../../features/language';
import { PageArea } from '../PageArea';
import { MemberFooter } from './MemberFooter';
import { MemberHeader } from './MemberHeader';
import './member-layout.css';

export function MemberLayout({ children }: { children: ReactNode }) {
  return (
    <div className="member-layout">
      <MemberLanguageSync />
      <MemberHeader />
      <PageArea>{children}</PageArea>
      <MemberFooter />
    </div>
  );
}
