import { adminToken, bearer, ok, uniqueName } from '../fixtures/accounts';
import { expect, test } from '../fixtures/money';

/*
 * The back office's auto-message templates: an edit is saved with the "saved" message and
 * is still there when the page is opened again.
 */

interface MessageTemplate {
  template_key: string;
  label: string;
  content: string;
}

test('the administrator edits a message template, saves it, and finds the edit after a reload', async ({
  admin,
  request,
}) => {
  // Put back afterwards, whatever happens: the texts are the site's, not this test's.
  const headers = bearer(await adminToken(request));
  const original = await ok<MessageTemplate[]>(
    await request.get('/api/admin/message-templates', { headers }),
  );
  try {
    await admin.goto('/admin/messages/templates');
    await expect(admin.getByRole('heading', { name: 'Message templates', level: 1 })).toBeVisible();
    const rejected = admin.getByRole('group', {
      name: 'Request rejected (sent when a request is rejected)',
    });
    const content = rejected.getByLabel('Content');
    const before = original.find((t) => t.template_key === 'request_rejected');
    expect(before, 'the site has a "request rejected" template').toBeDefined();
    await expect(content).toHaveValue(before?.content ?? '');
    await expect(rejected).toContainText('{{memo}}');

    const edited = `Your {{kind}} was not accepted: {{memo}} (reviewed ${uniqueName('r')})`;
    await content.fill(edited);
    await admin.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(admin.getByRole('status').filter({ hasText: 'Saved.' })).toBeVisible();

    await admin.reload();
    await expect(admin.getByRole('heading', { name: 'Message templates', level: 1 })).toBeVisible();
    await expect(content).toHaveValue(edited);
    // Only that one changed (the page lists them in the server's order).
    const contents = admin.getByRole('textbox', { name: 'Content' });
    await expect(contents).toHaveCount(original.length);
    for (const [index, template] of original.entries()) {
      if (template.template_key === 'request_rejected') continue;
      await expect(contents.nth(index)).toHaveValue(template.content);
    }
  } finally {
    await ok(await request.post('/api/admin/message-templates', { headers, data: original }));
  }
});
