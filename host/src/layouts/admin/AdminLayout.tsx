import type { ReactNode } from 'react';
import { PageArea } from '../PageArea';
import { AdminTopBar } from './AdminTopBar';
import './admin-layout.css';

export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <div className="admin-layout">
      <AdminTopBar />
      <PageArea>{children}</PageArea>
    </div>
  );
}
