/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { StatusNotice } from './StatusNotice';

test('the status region reaches the page empty and its text arrives after, so it is announced', async () => {
  const host = document.createElement('div');
  document.body.append(host);
  const added: Node[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) added.push(...record.addedNodes);
  });
  observer.observe(host, { childList: true, subtree: true });

  render(<StatusNotice message="Saved." />, { container: host });
  await Promise.resolve(); // the observer reports in a microtask
  observer.disconnect();

  const region = screen.getByRole('status');
  expect(region).toHaveTextContent('Saved.');
  // First the region, then (separately) the text inside it.
  expect(added[0]).toBe(region);
  const text = added.find((node) => node.nodeType === Node.TEXT_NODE);
  expect(text?.textContent).toBe('Saved.');
  expect(added.indexOf(region)).toBeLessThan(added.indexOf(text as Node));
});
