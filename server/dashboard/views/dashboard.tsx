// The signed-in page: plan and usage, the chart, the keys (with the one-time reveal of a new key) and trusted origins.
import type { FC } from 'hono/jsx';
import type { Account, ApiKeyRecord } from '../../../state/types.ts';
import type { Plan } from '../../gate/plans.ts';
import { CopyBlock, CsrfField, Layout, type Chrome } from './layout.tsx';
import { UsageChart, type DayCount } from './usage-chart.tsx';

export interface DashboardData {
  account: Account;
  plan: Plan;
  usage: { today: number; month: number };
  days: DayCount[];
  keys: (ApiKeyRecord & { lastUsed: string | null })[];
  trustedOrigins: readonly string[];
  storefront: boolean;
  /** Only in the response to the request that created the key. */
  revealed?: { key: string; name: string };
  createError?: string;
}

const number = (n: number) => n.toLocaleString('en-US');
const When: FC<{ at: string | null }> = ({ at }) => (at ? <time datetime={at}>{`${at.slice(0, 16).replace('T', ' ')} UTC`}</time> : <>never</>);

export const DashboardPage: FC<{ chrome: Chrome; data: DashboardData }> = ({ chrome, data }) => {
  const { account, plan, usage, revealed } = data;
  return (
    <Layout title="Dashboard" chrome={chrome} replaceUrl={revealed ? '/dashboard' : undefined}>
      <h1>Dashboard</h1>
      <p class="hint">Signed in as {account.email}</p>
      {revealed ? <RevealedKey revealed={revealed} /> : null}
      <UsageSection account={account} plan={plan} usage={usage} days={data.days} />
      <KeysSection csrf={chrome.csrf} keys={data.keys} createError={data.createError} />
      <LinkedPages />
      <TrustedOrigins trustedOrigins={data.trustedOrigins} storefront={data.storefront} />
    </Layout>
  );
};

const RevealedKey: FC<{ revealed: { key: string; name: string } }> = ({ revealed }) => (
  <section class="reveal" aria-labelledby="reveal-title" role="status">
    <h2 id="reveal-title">Your new key “{revealed.name}”</h2>
    <p>Copy it now and store it somewhere safe. It is shown this once and cannot be shown again.</p>
    <CopyBlock id="new-key" label="Copy the new key" text={revealed.key} />
  </section>
);

const UsageSection: FC<Pick<DashboardData, 'account' | 'plan' | 'usage' | 'days'>> = ({ account, plan, usage, days }) => (
  <section aria-labelledby="usage-title">
    <h2 id="usage-title">Plan and usage</h2>
    <dl class="facts">
      <div><dt>Plan</dt><dd>{account.plan}</dd></div>
      <div><dt>Rate limit</dt><dd>{number(plan.rateLimitPerMinute)} requests per minute</dd></div>
      <div><dt>Today (UTC)</dt><dd id="usage-today">{number(usage.today)} requests</dd></div>
      <div>
        <dt>This month</dt>
        <dd id="usage-month">
          {plan.monthlyQuota === null ? `${number(usage.month)} requests (no monthly quota)` : `${number(usage.month)} of ${number(plan.monthlyQuota)} requests`}
        </dd>
      </div>
    </dl>
    {plan.monthlyQuota === null ? null : (
      <meter class="quota" min={0} max={plan.monthlyQuota} high={plan.monthlyQuota * 0.9} value={Math.min(usage.month, plan.monthlyQuota)} aria-labelledby="usage-month">
        {`${number(usage.month)} of ${number(plan.monthlyQuota)}`}
      </meter>
    )}
    <UsageChart days={days} />
  </section>
);

const KeysSection: FC<{ csrf: string | undefined } & Pick<DashboardData, 'keys' | 'createError'>> = ({ csrf, keys, createError }) => (
  <section aria-labelledby="keys-title">
    <h2 id="keys-title">API keys</h2>
    <form method="post" action="/dashboard/keys" class="inline-fields" aria-describedby={createError ? 'create-error' : undefined}>
      <CsrfField token={csrf} />
      <label for="key-name">New key name</label>
      <input id="key-name" name="name" required maxlength={100} placeholder="e.g. crm-production" />
      <button type="submit">Create key</button>
      {createError ? <p id="create-error" class="form-error" role="alert">{createError}</p> : null}
    </form>
    {keys.length === 0 ? (
      <p>No keys yet.</p>
    ) : (
      <table class="keys">
        <caption class="visually-hidden">Your API keys</caption>
        <thead>
          <tr>
            <th scope="col">Name</th><th scope="col">Key</th><th scope="col">Created</th><th scope="col">Last used</th><th scope="col">Status</th><th scope="col"><span class="visually-hidden">Actions</span></th>
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => (
            <tr data-key-id={key.id}>
              <td>{key.name}</td>
              <td><code>{`${key.prefix}…`}</code></td>
              <td><When at={key.createdAt} /></td>
              <td><When at={key.lastUsed} /></td>
              <td>{key.revokedAt ? <span class="status revoked">Revoked <When at={key.revokedAt} /></span> : <span class="status active">Active</span>}</td>
              <td>{key.revokedAt ? null : <a href={`/dashboard/keys/${encodeURIComponent(key.id)}/revoke`} aria-label={`Revoke key ${key.name}`}>Revoke…</a>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    )}
  </section>
);

const LinkedPages: FC = () => (
  <>
    <section aria-labelledby="webhooks-title">
      <h2 id="webhooks-title">Webhooks</h2>
      <p>
        Hear when a brand you asked for changes its logo: <a href="/dashboard/webhooks">webhooks and their deliveries</a>.
      </p>
    </section>

    <section aria-labelledby="overrides-title">
      <h2 id="overrides-title">Logo overrides</h2>
      <p>
        Serve your own logo of a brand to your keys in place of the public one: <a href="/dashboard/overrides">your logo overrides</a>.
      </p>
    </section>
  </>
);

const TrustedOrigins: FC<Pick<DashboardData, 'trustedOrigins' | 'storefront'>> = ({ trustedOrigins, storefront }) => (
  <section aria-labelledby="origins-title">
    <h2 id="origins-title">Trusted origins</h2>
    <p>
      Pages on these sites may show logos without a key, anonymously. They are set by the operator for the whole service (<code>TRUSTED_ORIGINS</code>).
      Pages of your own sites show them as this account, with your overrides: <a href="/dashboard/origins">your sites</a>.
    </p>
    {trustedOrigins.length === 0 ? (
      <p id="trusted-origins">None are configured.</p>
    ) : (
      <ul id="trusted-origins">{trustedOrigins.map((origin) => <li><code>{origin}</code></li>)}</ul>
    )}
    {storefront ? <p class="hint">This service's own pages, such as its search page, may also show logos without a key.</p> : null}
  </section>
);

export const RevokePage: FC<{ chrome: Chrome; keyRecord: ApiKeyRecord }> = ({ chrome, keyRecord }) => (
  <Layout title="Revoke key" chrome={chrome}>
    <h1>Revoke key “{keyRecord.name}”?</h1>
    <p>
      Requests with <code>{`${keyRecord.prefix}…`}</code> will be refused from the moment you confirm. This cannot be undone.
    </p>
    <form method="post" action={`/dashboard/keys/${encodeURIComponent(keyRecord.id)}/revoke`} class="inline-fields">
      <CsrfField token={chrome.csrf} />
      <button type="submit" class="danger" autofocus>Revoke key</button>
      <a href="/dashboard">Cancel</a>
    </form>
  </Layout>
);
