import type { ReactNode } from 'react';
import type { UserInfo } from '@wallet/shared/domain';
import { useGetExchangeRateQuery } from '@wallet/shared/store';
import { MoneyPage } from './MoneyPage';
import { PendingRequestGate } from './PendingRequestGate';
import type { MoneyFormProps } from './use-money-form';
import { WithUserInfo } from './WithUserInfo';

/** What a money request's form is given: the member's details, the live rates, the callback. */
export interface MoneyRequestFormContext extends MoneyFormProps {
  info: UserInfo;
  /** The rates could not be loaded (not merely still loading). */
  ratesFailed: boolean;
}

/**
 * The page of a money request (a charge, a withdrawal, a transfer, a platform trade): the member's
 * pending request if any, else what `children` makes of the member's details and the rates.
 */
export function MoneyRequestPage({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: (context: MoneyRequestFormContext) => ReactNode;
}) {
  const rates = useGetExchangeRateQuery();
  return (
    <MoneyPage title={title} intro={intro}>
      <PendingRequestGate>
        {(onCreated) => (
          <WithUserInfo>
            {(info) => children({ info, rates: rates.data, ratesFailed: rates.isError, onCreated })}
          </WithUserInfo>
        )}
      </PendingRequestGate>
    </MoneyPage>
  );
}
