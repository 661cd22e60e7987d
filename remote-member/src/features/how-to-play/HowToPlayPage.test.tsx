import { screen } from '@testing-library/react';
import { installFakeFetch, renderPage } from '@wallet/shared/testing';
import HowToPlayPage from './pages/HowToPlayPage';

test('the guide covers every topic under one title, in heading order', () => {
  installFakeFetch({});
  renderPage(<HowToPlayPage />, { path: '/how-to-play' });
  expect(screen.getByRole('heading', { level: 1, name: 'How to play' })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
    'How the wallet works',
    'The platforms',
    'Charging the wallet',
    'Withdrawing',
    'Transfers between the wallet and the platforms',
    'Getting help',
  ]);
  expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
});

test("the figures are the shared rules' own: minimums, fees, platforms and the break", () => {
  installFakeFetch({});
  renderPage(<HowToPlayPage />, { path: '/how-to-play' });
  const charge = screen.getByRole('region', { name: 'Charging the wallet' });
  expect(charge).toHaveTextContent('at least 40.00 USD. A fee of 2% is deducted');
  const withdraw = screen.getByRole('region', { name: 'Withdrawing' });
  expect(withdraw).toHaveTextContent('The fee is 2%, or 3% when you are paid in KRW.');
  expect(withdraw).toHaveTextContent('at least 40.00 USD');
  const transfer = screen.getByRole('region', {
    name: 'Transfers between the wallet and the platforms',
  });
  expect(transfer).toHaveTextContent('The fee is 2% of the value in USD.');
  expect(transfer).toHaveTextContent('At least 1,000 KRW must leave or reach a KRW platform');
  expect(transfer).toHaveTextContent('at least 1.00 USD a USD platform');
  const platforms = screen.getByRole('region', { name: 'The platforms' });
  expect(platforms).toHaveTextContent('PokerBros: in US dollars (USD)');
  expect(platforms).toHaveTextContent('GG Club: in US dollars (USD)');
  expect(platforms).toHaveTextContent('X-Poker: in Korean won (KRW)');
  expect(platforms).toHaveTextContent('Pokernex: in Korean won (KRW)');
  expect(screen.getByRole('region', { name: 'Getting help' })).toHaveTextContent(
    'Support break: 11:00–15:00 Korean time every day.',
  );
  expect(screen.getByRole('link', { name: 'Send a 1:1 inquiry' })).toHaveAttribute(
    'href',
    '/support/inquiry',
  );
});
