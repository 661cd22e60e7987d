import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { renderPage } from '@wallet/shared/testing';
import { ConfirmDialog } from './ConfirmDialog';

type Member = { name: string; approved: boolean };

/** What the answer takes away: the button, its whole row, or the button once the list reloads. */
type Gone = 'button' | 'row' | 'button after the list reloads';

/**
 * A list whose Approve buttons ask first. The answer comes later, as a server's would; then the
 * approved member's button is gone.
 */
function Members({ gone = 'button' }: { gone?: Gone }) {
  const [members, setMembers] = useState<Member[]>([
    { name: 'kim01', approved: false },
    { name: 'lee02', approved: false },
  ]);
  const [asking, setAsking] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const approve = (name: string) => {
    setBusy(true);
    const reload = () =>
      setMembers((list) =>
        gone === 'row'
          ? list.filter((member) => member.name !== name)
          : list.map((member) => (member.name === name ? { ...member, approved: true } : member)),
      );
    setTimeout(() => {
      setBusy(false);
      setAsking(null);
      if (gone === 'button after the list reloads') setTimeout(reload, 10);
      else reload();
    }, 10);
  };
  return (
    <section aria-labelledby="members-title">
      <h1 id="members-title">Members</h1>
      <ul>
        {members.map((member) => (
          <li key={member.name}>
            {member.name}
            {member.approved ? null : (
              <button type="button" onClick={() => setAsking(member.name)}>
                Approve {member.name}
              </button>
            )}
          </li>
        ))}
      </ul>
      {asking ? (
        <ConfirmDialog
          title={`Approve ${asking}?`}
          confirmLabel="Approve"
          busy={busy}
          onConfirm={() => approve(asking)}
          onCancel={() => setAsking(null)}
        >
          <p>The member can sign in once approved.</p>
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

async function approveKim() {
  const opener = screen.getByRole('button', { name: 'Approve kim01' });
  opener.focus();
  fireEvent.click(opener);
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Approve' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  return opener;
}

test('going back returns the focus to the button that opened the dialog', () => {
  renderPage(<Members />);
  const opener = screen.getByRole('button', { name: 'Approve kim01' });
  opener.focus();
  fireEvent.click(opener);
  fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Back' }));
  expect(opener).toHaveFocus();
});

test.each<Gone>(['button', 'row', 'button after the list reloads'])(
  'a confirmed action that takes away its %s leaves the focus on the page heading, not the body',
  async (gone) => {
    renderPage(<Members gone={gone} />);
    const opener = await approveKim();
    await waitFor(() => expect(opener).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Members', level: 1 })).toHaveFocus(),
    );
    expect(document.activeElement).not.toBe(document.body);
  },
);
