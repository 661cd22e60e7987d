import { fireEvent, screen, waitFor } from '@testing-library/react';
import { z } from 'zod';
import type { MoneyRequest } from '@wallet/shared/domain';
import { renderPage } from '@wallet/shared/testing';
import { Button, ErrorNotice, TextField } from '@wallet/shared/ui';
import { installMoneyFetch, moneyRequest } from '../../testing/money';
import { typeInto } from '../../testing/form';
import { ConfirmRequestDialog } from './ConfirmRequestDialog';
import { useMoneyForm } from './use-money-form';

// A made-up money form: the smallest user of the hook, so the scaffold is tested on its own.
interface TestValues {
  amount: string;
  side: string;
  note: string;
}
interface TestBody {
  amount: number;
  side: string;
  note: string;
}
const EMPTY: TestValues = { amount: '', side: '', note: '' };
const schema = z
  .object({ amount: z.string().min(1, 'required'), side: z.string(), note: z.string() })
  .transform((values): TestBody => ({ ...values, amount: Number(values.amount) }));

type Create = (arg: { body: TestBody; idempotencyKey: string }) => {
  unwrap: () => Promise<MoneyRequest>;
};

interface TestFormProps {
  create: Create;
  onCreated: (request: MoneyRequest) => void;
  quoted: Array<Partial<TestValues>>;
}

function TestForm({ create, onCreated, quoted }: TestFormProps) {
  const form = useMoneyForm({
    schema,
    defaultValues: EMPTY,
    watch: ['side', 'amount'],
    quote: (values) => {
      quoted.push(values);
      const refusal = Number(values.amount) > 100 ? 'amount_above_maximum' : null;
      return { quote: values.amount === '' ? null : { refusal } };
    },
    create,
    fieldOf: ({ side }) => ({ platform_not_registered: side === '' ? 'amount' : 'side' }),
    fieldNames: Object.keys(EMPTY),
    onCreated,
  });
  const { quote } = form.preview;
  const review = (body: TestBody) => {
    if (quote?.refusal) form.refuse('amount', 'quote', quote.refusal);
    else form.open(body);
  };
  return (
    <form {...form.formProps('Test form', review)}>
      {form.alert ? <ErrorNotice message={form.alert} /> : null}
      <TextField
        label="Amount"
        error={form.fieldMessage('amount', form.amountError, { maximum: '100.00 USD' })}
        {...form.register('amount')}
      />
      <TextField
        label="Side"
        error={form.fieldMessage('platform', form.errors.side)}
        {...form.register('side')}
      />
      <TextField label="Note" {...form.register('note')} />
      <Button type="submit" disabled={form.busy}>
        Review
      </Button>
      {form.reviewed ? (
        <ConfirmRequestDialog
          title="Send it?"
          text="Check the figures."
          figures={[{ label: 'Sum', value: String(form.reviewed.amount) }]}
          confirmLabel="Send"
          {...form.confirmProps}
        />
      ) : null}
    </form>
  );
}

const TOO_MUCH = 'The maximum per request is 100.00 USD.';

function renderForm(create: Create = jest.fn()) {
  installMoneyFetch();
  const onCreated = jest.fn<void, [MoneyRequest]>();
  const quoted: Array<Partial<TestValues>> = [];
  renderPage(<TestForm create={create} onCreated={onCreated} quoted={quoted} />);
  return { create, onCreated, quoted };
}

test('the quote reads only the watched fields; its refusal shows once the amount is left', async () => {
  const { quoted } = renderForm();
  const amount = screen.getByLabelText('Amount');
  fireEvent.change(amount, { target: { value: '150' } });
  expect(quoted.at(-1)).toEqual({ side: '', amount: '150' });
  // Still typing the first time: no refusal yet.
  expect(screen.queryByText(TOO_MUCH)).not.toBeInTheDocument();
  fireEvent.blur(amount);
  expect(await screen.findByText(TOO_MUCH)).toBeInTheDocument();

  // A field the quote does not read does not quote (nor render) again.
  const count = quoted.length;
  fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'hello' } });
  expect(quoted).toHaveLength(count);
});

test("the form's review refuses beside a field, or opens the dialog that sends with a key", async () => {
  const request = moneyRequest();
  const create = jest.fn<ReturnType<Create>, Parameters<Create>>(() => ({
    unwrap: () => Promise.resolve(request),
  }));
  const { onCreated } = renderForm(create);
  typeInto('Amount', '150');
  fireEvent.click(screen.getByRole('button', { name: 'Review' }));
  await waitFor(() => expect(screen.getByLabelText('Amount')).toHaveFocus());
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  typeInto('Amount', '50');
  fireEvent.click(screen.getByRole('button', { name: 'Review' }));
  expect(await screen.findByRole('dialog', { name: 'Send it?' })).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Send' }));
  await waitFor(() => expect(onCreated).toHaveBeenCalledWith(request));
  expect(create).toHaveBeenCalledWith({
    body: { amount: 50, side: '', note: '' },
    idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
  });
});

test("a server refusal goes beside the field fieldOf names for the form's current values", async () => {
  const refused = { status: 409, data: { error: 'platform_not_registered', message: 'No.' } };
  const { onCreated } = renderForm(() => ({ unwrap: () => Promise.reject(refused) }));
  typeInto('Side', 'chips');
  typeInto('Amount', '50');
  fireEvent.click(screen.getByRole('button', { name: 'Review' }));
  fireEvent.click(await screen.findByRole('button', { name: 'Send' }));
  expect(
    await screen.findByText('This platform is not registered to your account.'),
  ).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText('Side')).toHaveFocus());
  expect(onCreated).not.toHaveBeenCalled();
});
