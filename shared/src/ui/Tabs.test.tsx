/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Tabs } from './Tabs';

function Harness() {
  const [selected, setSelected] = useState<'a' | 'b' | 'c'>('a');
  return (
    <Tabs
      label="Sections"
      selected={selected}
      onSelect={setSelected}
      tabs={[
        { key: 'a', label: 'First', render: () => <p>First panel</p> },
        { key: 'b', label: 'Second', render: () => <p>Second panel</p> },
        { key: 'c', label: 'Third', render: () => <p>Third panel</p> },
      ]}
    />
  );
}

test('tabs follow the WAI-ARIA pattern: one tab stop, arrows wrap, Home and End', () => {
  render(<Harness />);
  const first = screen.getByRole('tab', { name: 'First' });
  const second = screen.getByRole('tab', { name: 'Second' });
  const third = screen.getByRole('tab', { name: 'Third' });
  expect(screen.getByRole('tablist', { name: 'Sections' })).toBeInTheDocument();
  expect(first).toHaveAttribute('tabindex', '0');
  expect(second).toHaveAttribute('tabindex', '-1');
  expect(screen.getByRole('tabpanel', { name: 'First' })).toHaveTextContent('First panel');
  expect(screen.queryByText('Second panel')).toBeNull();

  fireEvent.keyDown(first, { key: 'ArrowLeft' });
  expect(third).toHaveFocus();
  expect(third).toHaveAttribute('aria-selected', 'true');
  fireEvent.keyDown(third, { key: 'ArrowRight' });
  expect(first).toHaveFocus();
  fireEvent.keyDown(first, { key: 'End' });
  expect(third).toHaveFocus();
  fireEvent.keyDown(third, { key: 'Home' });
  expect(first).toHaveFocus();
  fireEvent.click(second);
  expect(screen.getByRole('tabpanel', { name: 'Second' })).toHaveTextContent('Second panel');
  expect(second).toHaveAttribute('aria-controls', screen.getByRole('tabpanel').id);
});
