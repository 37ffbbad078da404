// A local HTTP server speaking the parts of Stripe's API the portal uses, so the official
// `stripe` client runs unchanged against it (STRIPE_API_URL, or stripeClient's apiUrl): form-
// encoded requests, JSON answers in Stripe's shapes, idempotency keys honoured as Stripe does
// (the same key answers with the first response, and a request in flight with the same key
// gets that response too), card declines as 402 card errors carrying the failed PaymentIntent.
// Its hosted setup page stands for Stripe Checkout in setup mode: a posted form "saves" a test
// card or bank account, delivers the signed webhook events to `webhookUrl`, and sends the
// browser back. Test code decides what the next charges of a method do.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export type ChargeBehaviour = 'succeed' | 'decline' | 'processing';

type Json = Record<string, unknown>;
type Answer = { status: number; body: Json };

export type LocalStripe = {
  origin: string;
  /** Every API request, in order. */
  requests: { method: string; path: string; idempotencyKey: string | null; form: URLSearchParams }[];
  /** PaymentIntents really made (a replayed idempotency key makes none). */
  paymentIntents: Json[];
  customers: Json[];
  setupIntents: Map<string, Json>;
  /** What the next charges of `paymentMethodId` do, in turn; then 'succeed'. */
  queueCharges: (paymentMethodId: string, ...next: ChargeBehaviour[]) => void;
  /** A saved test card of `customerId` without a setup (to enrol many companies at once). */
  addPaymentMethod: (customerId: string) => string;
  /** Saves a test method to a checkout session's SetupIntent, as the hosted page does. */
  completeSetup: (
    sessionId: string,
    kind?: 'card' | 'us_bank_account',
    expiry?: { month: number; year: number },
  ) => Json;
  /** A signed event for the webhook: the payload and its Stripe-Signature header. */
  signedEvent: (type: string, object: Json) => { payload: string; signature: string };
  /** Posts a signed event to the webhook URL; answers the status and body. */
  deliver: (type: string, object: Json) => Promise<{ status: number; body: Json }>;
  /** How long a PaymentIntent create takes to answer (to overlap two runs). */
  latencyMs: number;
  webhookUrl: string | null;
  stop: () => Promise<void>;
};

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

export async function startLocalStripe(options: { webhookSecret: string; webhookUrl?: string }): Promise<LocalStripe> {
  const signer = new Stripe('sk_test_local_signer');
  const behaviours = new Map<string, ChargeBehaviour[]>();
  const paymentMethods = new Map<string, Json>();
  const sessions = new Map<string, Json>();
  const byKey = new Map<string, Promise<Answer>>();

  const self: LocalStripe = {
    origin: '',
    requests: [],
    paymentIntents: [],
    customers: [],
    setupIntents: new Map(),
    latencyMs: 0,
    webhookUrl: options.webhookUrl ?? null,
    queueCharges: (pm, ...next) => behaviours.set(pm, [...(behaviours.get(pm) ?? []), ...next]),
    addPaymentMethod: (customerId) => {
      const pm = {
        id: id('pm'),
        object: 'payment_method',
        type: 'card',
        customer: customerId,
        created: now(),
        livemode: false,
        metadata: {},
        card: { brand: 'visa', display_brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
      };
      paymentMethods.set(pm.id, pm);
      return pm.id;
    },
    completeSetup: (sessionId, kind = 'card', expiry = { month: 12, year: new Date().getUTCFullYear() + 3 }) => {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`No session ${sessionId}`);
      const pm: Json = {
        id: id('pm'),
        object: 'payment_method',
        type: kind,
        customer: session.customer,
        created: now(),
        livemode: false,
        metadata: {},
        card:
          kind === 'card'
            ? { brand: 'visa', display_brand: 'visa', last4: '4242', exp_month: expiry.month, exp_year: expiry.year }
            : null,
        us_bank_account:
          kind === 'us_bank_account'
            ? { bank_name: 'STRIPE TEST BANK', last4: '6789', account_type: 'checking', routing_number: '110000000' }
            : null,
      };
      paymentMethods.set(pm.id as string, pm);
      const intent = self.setupIntents.get(session.setup_intent as string)!;
      Object.assign(intent, { status: 'succeeded', payment_method: pm.id });
      Object.assign(session, { status: 'complete' });
      return session;
    },
    signedEvent: (type, object) => {
      const payload = JSON.stringify({
        id: id('evt'),
        object: 'event',
        api_version: '2026-10-28.endive',
        type,
        created: now(),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object },
      });
      return {
        payload,
        signature: signer.webhooks.generateTestHeaderString({ payload, secret: options.webhookSecret }),
      };
    },
    deliver: async (type, object) => {
      if (!self.webhookUrl) throw new Error('No webhook URL');
      const { payload, signature } = self.signedEvent(type, object);
      const response = await fetch(self.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': signature },
        body: payload,
      });
      return { status: response.status, body: (await response.json().catch(() => ({}))) as Json };
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };

  function createPaymentIntent(form: URLSearchParams): Answer {
    const pmId = form.get('payment_method') ?? '';
    const pm = paymentMethods.get(pmId);
    const metadata: Record<string, string> = {};
    for (const [key, value] of form) {
      const m = /^metadata\[(.+)\]$/.exec(key);
      if (m) metadata[m[1]] = value;
    }
    const queued = behaviours.get(pmId) ?? [];
    const behaviour: ChargeBehaviour = queued.shift() ?? 'succeed';
    const intent: Json = {
      id: id('pi'),
      object: 'payment_intent',
      amount: Number(form.get('amount')),
      amount_received: 0,
      currency: form.get('currency'),
      customer: form.get('customer'),
      payment_method: pmId,
      payment_method_types: [pm?.type ?? 'card'],
      description: form.get('description'),
      metadata,
      created: now(),
      livemode: false,
      confirmation_method: 'automatic',
      capture_method: 'automatic',
      last_payment_error: null,
      latest_charge: id('ch'),
      status: 'succeeded',
    };
    if (!pm || pm.customer !== form.get('customer')) {
      return {
        status: 400,
        body: { error: { type: 'invalid_request_error', message: `No such PaymentMethod: '${pmId}'` } },
      };
    }
    self.paymentIntents.push(intent);
    if (behaviour === 'processing') intent.status = 'processing';
    else if (behaviour === 'succeed') intent.amount_received = intent.amount;
    else {
      const error = {
        type: 'card_error',
        code: 'card_declined',
        decline_code: 'insufficient_funds',
        message: 'Your card has insufficient funds.',
      };
      Object.assign(intent, { status: 'requires_payment_method', last_payment_error: error });
      return { status: 402, body: { error: { ...error, payment_intent: intent } } };
    }
    return { status: 200, body: intent };
  }

  function api(method: string, path: string, form: URLSearchParams): Answer | Promise<Answer> {
    if (method === 'POST' && path === '/v1/customers') {
      const customer = {
        id: id('cus'),
        object: 'customer',
        name: form.get('name'),
        email: form.get('email'),
        created: now(),
        metadata: {},
      };
      self.customers.push(customer);
      return { status: 200, body: customer };
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const sessionId = id('cs_test');
      const metadata: Record<string, string> = {};
      const intentMetadata: Record<string, string> = {};
      for (const [key, value] of form) {
        const m = /^metadata\[(.+)\]$/.exec(key);
        if (m) metadata[m[1]] = value;
        const s = /^setup_intent_data\[metadata\]\[(.+)\]$/.exec(key);
        if (s) intentMetadata[s[1]] = value;
      }
      const mode = form.get('mode');
      let setupIntent: string | null = null;
      if (mode === 'setup') {
        setupIntent = id('seti');
        self.setupIntents.set(setupIntent, {
          id: setupIntent,
          object: 'setup_intent',
          customer: form.get('customer'),
          status: 'requires_payment_method',
          usage: 'off_session',
          payment_method: null,
          metadata: intentMetadata,
          created: now(),
          livemode: false,
        });
      }
      const session: Json = {
        id: sessionId,
        object: 'checkout.session',
        mode,
        customer: form.get('customer'),
        currency: form.get('currency'),
        metadata,
        setup_intent: setupIntent,
        payment_status: mode === 'setup' ? 'no_payment_required' : 'unpaid',
        status: 'open',
        success_url: form.get('success_url'),
        cancel_url: form.get('cancel_url'),
        url: `${self.origin}/c/setup/${sessionId}`,
        created: now(),
        livemode: false,
      };
      sessions.set(sessionId, session);
      return { status: 200, body: session };
    }
    const setup = /^\/v1\/setup_intents\/([A-Za-z0-9_]+)$/.exec(path);
    if (method === 'GET' && setup) {
      const intent = self.setupIntents.get(setup[1]);
      if (!intent)
        return { status: 404, body: { error: { type: 'invalid_request_error', message: 'No such setupintent' } } };
      const pm = intent.payment_method ? paymentMethods.get(intent.payment_method as string) : null;
      return { status: 200, body: { ...intent, payment_method: pm ?? intent.payment_method } };
    }
    if (method === 'POST' && path === '/v1/payment_intents') {
      return new Promise((resolve) => setTimeout(() => resolve(createPaymentIntent(form)), self.latencyMs));
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `No route ${method} ${path}` } } };
  }

  /** The hosted setup page: a form that saves a test card (or bank account) and goes back. */
  async function hosted(req: http.IncomingMessage, res: http.ServerResponse, path: string, form: URLSearchParams) {
    const match = /^\/c\/setup\/([A-Za-z0-9_]+)$/.exec(path);
    const session = match && sessions.get(match[1]);
    if (!session) {
      res.writeHead(404).end();
      return;
    }
    if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><html lang="en"><title>Save a payment method</title><main>
        <h1>Stripe Checkout (test): save a payment method</h1>
        <form method="post"><fieldset><legend>Method</legend>
          <label><input type="radio" name="kind" value="card" checked> Test card (Visa 4242)</label>
          <label><input type="radio" name="kind" value="us_bank_account"> Test bank account</label>
        </fieldset><button type="submit">Save</button></form>
        <a href="${session.cancel_url}">Cancel</a></main></html>`);
      return;
    }
    const kind = form.get('kind') === 'us_bank_account' ? 'us_bank_account' : 'card';
    self.completeSetup(session.id as string, kind);
    if (self.webhookUrl) await self.deliver('checkout.session.completed', session);
    res.writeHead(303, { location: session.success_url as string }).end();
  }

  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://local');
      const form = new URLSearchParams(req.method === 'GET' ? url.search : body);
      if (url.pathname.startsWith('/c/')) return hosted(req, res, url.pathname, form);
      const key = (req.headers['idempotency-key'] as string | undefined) ?? null;
      self.requests.push({ method: req.method ?? '', path: url.pathname, idempotencyKey: key, form });
      let answer: Promise<Answer>;
      const remembered = key && req.method === 'POST' ? byKey.get(`${url.pathname} ${key}`) : undefined;
      if (remembered) answer = remembered;
      else {
        answer = Promise.resolve(api(req.method ?? '', url.pathname, form));
        if (key && req.method === 'POST') byKey.set(`${url.pathname} ${key}`, answer);
      }
      const { status, body: json } = await answer;
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
      res.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  self.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return self;
}
