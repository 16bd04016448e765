// The webhooks page: register a URL (its signing secret shown once), the list with delete, and the latest deliveries.
import type { FC } from 'hono/jsx';
import type { Webhook, WebhookDelivery } from '../../../state/types.ts';
import { CopyBlock, CsrfField, Layout, type Chrome } from './layout.tsx';

export interface WebhooksData {
  webhooks: Webhook[];
  deliveries: WebhookDelivery[];
  limit: number;
  /** Only in the response to the request that created the webhook. */
  revealed?: { url: string; secret: string };
  createError?: string;
}

const When: FC<{ at: string | null }> = ({ at }) => (at ? <time datetime={at}>{`${at.slice(0, 16).replace('T', ' ')} UTC`}</time> : <>never</>);

export const WebhooksPage: FC<{ chrome: Chrome; data: WebhooksData }> = ({ chrome, data }) => (
  <Layout title="Webhooks" chrome={chrome} replaceUrl={data.revealed ? '/dashboard/webhooks' : undefined}>
    <h1>Webhooks</h1>
    <p>
      A webhook hears, by a signed <code>POST</code>, when a brand this account asked for in the last 30 days changes its logo. See{' '}
      <a href="/api/docs">the API</a> and the freshness guide for how to check the signature.
    </p>
    {data.revealed ? (
      <section class="reveal" aria-labelledby="reveal-title" role="status">
        <h2 id="reveal-title">Signing secret of {data.revealed.url}</h2>
        <p>Copy it now: it is shown this once. Your receiver checks each notice's <code>X-Logos-Signature</code> with it.</p>
        <CopyBlock id="new-secret" label="Copy the signing secret" text={data.revealed.secret} />
      </section>
    ) : null}

    <section aria-labelledby="hooks-title">
      <h2 id="hooks-title">Registered ({data.webhooks.length} of {data.limit})</h2>
      <form method="post" action="/dashboard/webhooks" class="inline-fields" aria-describedby={data.createError ? 'create-error' : undefined}>
        <CsrfField token={chrome.csrf} />
        <label for="webhook-url">New webhook URL</label>
        <input id="webhook-url" name="url" type="url" required maxlength={2048} placeholder="https://hooks.example.com/logos" />
        <button type="submit">Add webhook</button>
        {data.createError ? <p id="create-error" class="form-error" role="alert">{data.createError}</p> : null}
      </form>
      {data.webhooks.length === 0 ? (
        <p>No webhooks yet.</p>
      ) : (
        <table class="webhooks">
          <thead><tr><th scope="col">URL</th><th scope="col">Created</th><th scope="col"><span class="visually-hidden">Actions</span></th></tr></thead>
          <tbody>
            {data.webhooks.map((hook) => (
              <tr data-webhook-id={hook.id}>
                <td><code>{hook.url}</code></td>
                <td><When at={hook.createdAt} /></td>
                <td>
                  <form method="post" action={`/dashboard/webhooks/${encodeURIComponent(hook.id)}/delete`} class="inline-form">
                    <CsrfField token={chrome.csrf} />
                    <button type="submit" class="link-button" aria-label={`Delete webhook ${hook.url}`}>Delete</button>
                  </form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>

    <section aria-labelledby="deliveries-title">
      <h2 id="deliveries-title">Latest deliveries</h2>
      {data.deliveries.length === 0 ? (
        <p>No deliveries yet.</p>
      ) : (
        <table class="deliveries">
          <thead>
            <tr><th scope="col">Brand</th><th scope="col">To</th><th scope="col">Status</th><th scope="col">Attempts</th><th scope="col">Last answer</th><th scope="col">Next try</th></tr>
          </thead>
          <tbody>
            {data.deliveries.map((delivery) => (
              <tr data-delivery-id={delivery.id} data-status={delivery.status}>
                <td>{delivery.domain}</td>
                <td><code>{delivery.url}</code></td>
                <td><span class={`status ${delivery.status}`}>{delivery.status}</span></td>
                <td>{delivery.attempts}</td>
                <td>{delivery.lastStatus ?? delivery.lastError ?? '—'}</td>
                <td>{delivery.status === 'pending' ? <When at={delivery.nextAttemptAt} /> : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  </Layout>
);
