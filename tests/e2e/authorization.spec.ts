import { E2E, e2eSql, expect, signIn, test } from './fixtures';
import { storageStatePath, UNKNOWN_ROLE, type E2ERole } from '../support/e2e-env';

// The authorization matrix: every portal route × every kind of visitor. Each cell names where
// the visitor ends up and what they see there.

type Where = { path: string; heading: string } | 'login';

let clientId = '';
let projectId = '';
test.beforeAll(async () => {
  const sql = e2eSql();
  [{ id: clientId }] = await sql`select id from app.profiles where email = 'client2@demo.test'`;
  [{ id: projectId }] = await sql`select id from app.projects order by created_at limit 1`;
  await sql.end();
});

const CLIENT_ROUTES: Record<string, string> = {
  '/projects': 'Projects',
  '/files': 'Files',
  '/billing': 'Billing',
  '/support': 'Support',
  '/team': 'Team',
};
const ADMIN_ROUTES: Record<string, string> = {
  '/admin/clients': 'Client Management',
  '/admin/clients/new': 'Add New Client',
  // The client detail's heading is the client's name: client2@demo.test's company.
  '/admin/clients/:client': 'Prairie Health Clinic',
  // The erase step of a client person (its confirm page names the person).
  '/admin/clients/:client/erase': 'Erase Priya Shah',
  '/admin/projects': 'Project Management',
  '/admin/projects/new': 'Create New Project',
  // The project page's heading is the project's title: the oldest seeded project.
  '/admin/projects/:project': 'E-commerce Platform Rebuild',
  // Its proposal (the demo seed's signed one).
  '/admin/projects/:project/proposal': 'Proposal: E-commerce Platform Rebuild',
  '/admin/projects/:project/case-study': 'Case study and testimonials: E-commerce Platform Rebuild',
  // Its plan (the demo seed's).
  '/admin/projects/:project/plan': 'Plan: E-commerce Platform Rebuild',
  '/admin/this-week': 'This Week',
  '/admin/users': 'User Management',
  '/admin/inquiries': 'Inquiries',
  '/admin/bookings': 'Bookings',
  '/admin/support': 'Support',
  '/admin/files': 'Files',
  '/admin/settings': 'Settings',
  '/admin/settings/proposal-templates': 'Proposal templates',
  '/admin/settings/payment-reminders': 'Payment reminders',
  '/admin/settings/autopay': 'Autopay settings',
  '/admin/security': 'Security Dashboard',
};
// Paths without the admin prefix lead admins to the admin screen.
const UNPREFIXED: Record<string, string> = {
  '/clients': '/admin/clients',
  '/clients/new': '/admin/clients/new',
  '/clients/:client': '/admin/clients/:client',
  '/projects/new': '/admin/projects/new',
  '/projects/:project': '/admin/projects/:project',
  '/projects/:project/proposal': '/admin/projects/:project/proposal',
};

const fill = (path: string) => path.replace(':client', clientId).replace(':project', projectId);
const dashboard = { path: '/dashboard', heading: 'Dashboard' };
const accessDenied = { path: '/', heading: 'Access Denied' };

function expected(role: E2ERole | 'anon', route: string): Where {
  if (role === 'anon') return 'login';
  const admin = role === 'admin' || role === 'super_admin';
  if (route in CLIENT_ROUTES) {
    if (role === 'client') return { path: route, heading: CLIENT_ROUTES[route] };
    return admin ? dashboard : accessDenied;
  }
  if (route in ADMIN_ROUTES) {
    if (admin) return { path: route, heading: ADMIN_ROUTES[route] };
    return role === 'client' ? dashboard : accessDenied;
  }
  if (route in UNPREFIXED) {
    const target = UNPREFIXED[route];
    if (admin) return { path: target, heading: ADMIN_ROUTES[target] };
    // A client's own project opens read-only (the oldest seeded project is theirs).
    if (role === 'client' && route === '/projects/:project')
      return { path: route, heading: 'E-commerce Platform Rebuild' };
    if (role === 'client' && route === '/projects/:project/proposal')
      return { path: route, heading: 'Proposal for E-commerce Platform Rebuild' };
    return role === 'client' ? dashboard : accessDenied;
  }
  // '/' and '/dashboard': the shared dashboard screen.
  if (role === 'unknown') return { path: route, heading: 'Access Denied' };
  return { path: route, heading: 'Dashboard' };
}

const ROUTES = [
  '/',
  '/dashboard',
  ...Object.keys(CLIENT_ROUTES),
  ...Object.keys(ADMIN_ROUTES),
  ...Object.keys(UNPREFIXED),
];

for (const role of ['anon', 'client', 'admin', 'super_admin', 'unknown'] as const) {
  test.describe(`as ${role}`, () => {
    if (role !== 'anon') test.use({ storageState: storageStatePath(role) });

    for (const route of ROUTES) {
      test(route, async ({ page }) => {
        const path = fill(route);
        await page.goto(path);
        const where = expected(role, route);
        if (where === 'login') {
          await expect(page).toHaveURL(`${E2E.portal}/login?next=${encodeURIComponent(path)}`);
          await expect(page.getByRole('heading', { name: 'Sign In to Your Account' })).toBeVisible();
          return;
        }
        await expect(page).toHaveURL(`${E2E.portal}${fill(where.path)}`);
        await expect(page.getByRole('heading', { level: 1, name: where.heading, exact: true })).toBeVisible();
      });
    }
  });
}

test.describe('what each role sees in the shell', () => {
  test.describe('client', () => {
    test.use({ storageState: storageStatePath('client') });
    test('has the Client Portal sidebar', async ({ page }) => {
      await page.goto('/');
      const nav = page.getByRole('navigation', { name: 'Client Portal' });
      await expect(nav.getByRole('link')).toHaveText([
        'Dashboard',
        'Projects',
        'Files',
        'Billing',
        'Support',
        'Team',
        // The notification list (its badge counts unread ones).
        /^Notifications/,
        'My Account',
      ]);
      await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/');
      await nav.getByRole('link', { name: 'Billing' }).click();
      await expect(page).toHaveURL(`${E2E.portal}/billing`);
      await expect(nav.getByRole('link', { name: 'Billing' })).toHaveAttribute('aria-current', 'page');
    });
  });

  for (const role of ['admin', 'super_admin'] as const) {
    test.describe(role, () => {
      test.use({ storageState: storageStatePath(role) });
      test('has the Admin Panel sidebar', async ({ page }) => {
        await page.goto('/dashboard');
        const nav = page.getByRole('navigation', { name: 'Admin Panel' });
        await expect(nav.getByRole('link')).toHaveText([
          'Dashboard',
          'Clients',
          'Projects',
          'This Week',
          'Users',
          'Inquiries',
          'Bookings',
          'Support',
          'Files',
          'Security',
          'Activity Log',
          'Settings',
          // Super admins read the mail outbox; everyone has their own account.
          ...(role === 'super_admin' ? ['Outbox'] : []),
          /^Notifications/,
          'My Account',
        ]);
        const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('href')));
        expect(hrefs).toEqual([
          '/dashboard',
          '/admin/clients',
          '/admin/projects',
          '/admin/this-week',
          '/admin/users',
          '/admin/inquiries',
          '/admin/bookings',
          '/admin/support',
          '/admin/files',
          '/admin/security',
          '/admin/activity',
          '/admin/settings',
          ...(role === 'super_admin' ? ['/admin/outbox'] : []),
          '/notifications',
          '/account',
        ]);
      });
    });
  }

  test.describe('unknown role', () => {
    test.use({ storageState: storageStatePath('unknown') });
    test('is told the role is unknown and gets no sidebar', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
      await expect(page.getByText(`Unknown user role: ${UNKNOWN_ROLE}`)).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Admin Panel' })).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: 'Client Portal' })).toHaveCount(0);
    });
  });

  test.describe('signed-in unknown path', () => {
    test.use({ storageState: storageStatePath('client') });
    test('shows the portal’s not-found page', async ({ page }) => {
      const response = await page.goto('/no-such-screen');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    });
  });
});

// The people of one client company by their role in it (Northstar Outfitters: client@demo.test
// owns it, billing@demo.test pays its invoices, member@demo.test works on its projects).
test.describe('inside a client company', () => {
  const SEES: Record<string, Record<string, string>> = {
    'billing@demo.test': {
      '/billing': 'Billing',
      '/team': 'Team',
      '/projects': 'Projects',
      // Not on the project: its page is not found (no messages, files or approvals).
      '/projects/:project': 'Page not found',
    },
    'member@demo.test': {
      '/billing': 'Billing',
      '/team': 'Team',
      '/projects/:project': 'E-commerce Platform Rebuild',
    },
  };
  for (const [email, routes] of Object.entries(SEES)) {
    test(email, async ({ page }) => {
      await signIn(page, email);
      for (const [route, heading] of Object.entries(routes)) {
        await page.goto(fill(route));
        await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      }
      // Invoices are for owners and billing: a member's Billing page has none to show.
      await page.goto('/billing');
      const invoices = page.getByRole('table').getByText(/INV-\d{4}-\d{4}/);
      if (email.startsWith('billing')) await expect(invoices.first()).toBeVisible();
      else await expect(invoices).toHaveCount(0);
    });
  }
});
