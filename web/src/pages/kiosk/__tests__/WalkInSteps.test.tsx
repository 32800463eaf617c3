/// <reference types="jest" />
/**
 * The kiosk's walk-in sign-in steps as a visitor goes through them (issue 42: component tests with Testing Library):
 * the form's Proceed waits for the six required fields and refuses a bad e-mail; then the rules pages (Proceed
 * only once each page is accepted), the temperature (out of range refused), and the badge screen. The real screen,
 * kiosk context and steps; the server is the edge: fetch answers the kiosk's GraphQL operations by name.
 */
import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { KioskDepots, KioskProvider } from '../../../modules/kiosk/KioskContext';
import { UnplannedVisitPage } from '../UnplannedVisitPage';
import { loadEngine } from '../../../i18n/core';

const depot = {
  __typename: 'Depot',
  id: '0b6a0f5e-2c1d-4f7a-9d7e-4a3c1d1e0001',
  code: 'DUB1',
  tenantName: 'acme',
  timeZone: 'Europe/Dublin',
  tempMin: 35,
  tempMax: 37.5,
  address: { __typename: 'Address', line1: '1 Quay', line2: null, county: 'Dublin', eirCode: null },
  defaultLanguage: 'en',
  languages: ['en'],
  photoAtSignIn: false,
  healthYesAsksApproval: false,
};

/** The kiosk's server for these steps: each operation by name; what was asked, in order. */
const asked: string[] = [];
const answers: Record<string, unknown> = {
  KioskDepot: { findDepot: depot },
  VisitorReasons: { visitorReasons: ['Meeting', 'Delivery'] },
  KioskHosts: { kioskHosts: [] },
  KioskVisitorInductions: { kioskVisitorInductions: [] },
  KioskTexts: null,
};

// as the router's kiosk screens load: the screen's code with the words engine (app/screens.ts)
beforeAll(() => loadEngine());

beforeEach(() => {
  asked.length = 0;
  sessionStorage.clear();
  globalThis.fetch = jest.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const { operationName } = JSON.parse(String(init?.body ?? '{}')) as { operationName?: string };
    asked.push(operationName ?? '?');
    const data = operationName && operationName in answers ? answers[operationName] : undefined;
    const body = data === undefined ? { errors: [{ message: `no answer for ${operationName}` }] } : { data };
    // what graphqlFetch reads of an answer (jsdom has no Response): the status, the content type, the body
    const text = JSON.stringify(body);
    return {
      status: 200,
      ok: true,
      headers: { get: (h: string) => (h === 'content-type' ? 'application/json' : null) },
      text: async () => text,
    };
  }) as unknown as typeof fetch;
});

/** Where the kiosk is: the screen's address, as the router has it. */
let at = '';
function Where() {
  at = useLocation().pathname;
  return null;
}

/**
 * The walk-in screen as the kiosk's router shows it, with the two screens it may go on to. A declarative router:
 * the data router's navigations build fetch Requests, which jsdom does not have.
 */
function renderWalkIn() {
  render(
    <MantineProvider env="test">
      <KioskDepots>
        <MemoryRouter initialEntries={['/unplanned-visit/acme/DUB1']}>
          <Where />
          <Routes>
            <Route
              path="/unplanned-visit/:tenantName/:depotCode"
              element={
                <KioskProvider>
                  <UnplannedVisitPage />
                </KioskProvider>
              }
            />
            <Route path="/enter-badge-number/:tenantName/:depotCode" element={<p>badge screen</p>} />
            <Route path="/:tenantName/:depotCode" element={<p>depot home</p>} />
          </Routes>
        </MemoryRouter>
      </KioskDepots>
    </MantineProvider>,
  );
}

const field = (name: string) => screen.getByTestId(`field-${name}`);
const user = () => userEvent.setup();

/** The form filled as a visitor does, the reason picked from the depot's list; the e-mail as given. */
async function fillForm(u: ReturnType<typeof user>, email = 'ada@example.test') {
  await u.type(field('firstName'), 'ada');
  await u.type(field('lastName'), 'lovelace');
  await u.type(field('email'), email);
  await u.type(field('company'), 'analytical');
  await u.type(field('carReg'), '12d345');
  await u.click(field('reasonForVisit'));
  await u.click(await screen.findByRole('option', { name: 'Delivery' }));
}

/** Every rule on the open page accepted, every question answered "no". */
async function acceptPage(u: ReturnType<typeof user>) {
  const dialog = await screen.findByRole('dialog');
  for (const box of within(dialog).queryAllByRole('checkbox')) await u.click(box);
  for (const no of within(dialog).queryAllByRole('radio', { name: 'No' })) await u.click(no);
}

const journey = () => JSON.parse(sessionStorage.getItem('kiosk:acme:dub1') ?? 'null') as Record<string, unknown> | null;

describe('the walk-in steps', () => {
  it('Proceed waits for the six required fields; a bad e-mail is refused on the form, before any rule', async () => {
    const u = user();
    renderWalkIn();
    const proceed = await screen.findByTestId('form-proceed');
    expect(proceed).toHaveProperty('disabled', true);
    await u.type(field('firstName'), 'ada');
    await u.type(field('lastName'), 'lovelace');
    await u.type(field('email'), 'ada@deliveries');
    await u.type(field('company'), 'analytical');
    await u.type(field('carReg'), '12d345');
    // five of six: still waiting for the reason
    expect(proceed).toHaveProperty('disabled', true);
    await u.click(field('reasonForVisit'));
    await u.click(await screen.findByRole('option', { name: 'Delivery' }));
    expect(proceed).toHaveProperty('disabled', false);
    await u.click(proceed);
    expect(await screen.findByText(/Enter your whole e-mail address/)).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(journey()).toBeNull();
    // the typed words as the visitor will see them on the label: capitalised, the car in capitals
    expect(field('firstName')).toHaveProperty('value', 'Ada');
    expect(field('carReg')).toHaveProperty('value', '12D345');
  });

  it('rules page by page, a "yes" to a health question refused, then the temperature (out of range: warned), then the badge', async () => {
    const u = user();
    renderWalkIn();
    await screen.findByTestId('form-proceed');
    await fillForm(u);
    await u.click(screen.getByTestId('form-proceed'));

    // page 1: Proceed only once every rule is accepted
    expect((await screen.findByTestId('rules-page')).textContent).toBe('Page 1 of 2');
    expect(screen.getByTestId('rules-proceed')).toHaveProperty('disabled', true);
    await acceptPage(u);
    expect(screen.getByTestId('rules-proceed')).toHaveProperty('disabled', false);
    await u.click(screen.getByTestId('rules-proceed'));

    // page 2: a "yes" to a health question keeps Proceed disabled and says why; "no" lets the visitor on
    await waitFor(() => expect(screen.getByTestId('rules-page').textContent).toBe('Page 2 of 2'));
    await acceptPage(u);
    const health = within(screen.getByTestId('rule-hsr_1'));
    await u.click(health.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByTestId('health-refused')).toBeTruthy();
    expect(screen.getByTestId('rules-proceed')).toHaveProperty('disabled', true);
    await u.click(health.getByRole('radio', { name: 'No' }));
    await u.click(screen.getByTestId('rules-proceed'));

    // the temperature: a reading outside the depot's range is warned of, and the visitor may still go on
    const reading = await screen.findByTestId('temperature-input');
    await u.type(reading, '39.9');
    await u.click(screen.getByTestId('temperature-submit'));
    expect(await screen.findByTestId('temperature-warning')).toBeTruthy();
    await u.click(screen.getByTestId('temperature-continue'));

    // then the badge screen (a walk-in is offered one), with the journey kept for it: nothing was sent yet
    expect(await screen.findByText('badge screen')).toBeTruthy();
    expect(at).toBe('/enter-badge-number/acme/DUB1');
    const j = journey()!;
    expect(j).toMatchObject({
      kind: 'Unplanned',
      temperature: '39.9',
      person: { firstName: 'Ada', carReg: '12D345', reasonForVisit: 'Delivery' },
    });
    expect((j.answers as Record<string, string>).hsr_1).toBe('no');
    expect(asked).not.toContain('WalkInCheckIn');
  });

  it('Cancel at the rules goes back to the depot home with nothing kept and nothing sent', async () => {
    const u = user();
    renderWalkIn();
    await screen.findByTestId('form-proceed');
    await fillForm(u);
    await u.click(screen.getByTestId('form-proceed'));
    const dialog = await screen.findByRole('dialog');
    await u.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('depot home')).toBeTruthy();
    expect(at).toBe('/acme/DUB1');
    expect(journey()).toBeNull();
    expect(asked.filter((a) => /CheckIn/.test(a))).toEqual([]);
  });
});
