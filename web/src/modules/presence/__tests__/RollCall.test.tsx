/**
 * The roll-call as a marshal uses it (issue 42: component tests with Testing Library): the counts, the people still
 * to find, one tap marks a person safe (the mutation the server receives), the confirmation with the name and Undo,
 * the tabs and the search. The server is the edge here: Apollo's MockedProvider answers the one mutation.
 */
/// <reference types="jest" />
import { MantineProvider } from '@mantine/core';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EvacuationFieldsFragment } from '../../../gql/graphql';
import { MarkEvacueeDocument } from '../documents';
import { RollCall } from '../RollCall';

type Evacuee = EvacuationFieldsFragment['entries'][number];

const person = (over: Partial<Evacuee>): Evacuee =>
  ({
    __typename: 'EvacuationEntry',
    entryId: 'e1',
    attendanceId: null,
    hasPhoto: false,
    name: 'Ada Lovelace',
    company: 'Analytical Ltd',
    visitType: 'Unplanned',
    host: 'Grace',
    badgeNumber: null,
    status: 'MISSING',
    markedAt: null,
    markedByName: null,
    selfReported: false,
    arrivedDuring: false,
    ...over,
  }) as Evacuee;

const evacuation = (entries: Evacuee[]): EvacuationFieldsFragment =>
  ({
    __typename: 'Evacuation',
    id: 'ev1',
    timeZone: 'Europe/Dublin',
    startedAt: '2026-11-30T10:00:00.000Z',
    startedByName: 'Marsha Marshal',
    missing: entries.filter((e) => e.status === 'MISSING').length,
    safe: entries.filter((e) => e.status === 'SAFE').length,
    left: entries.filter((e) => e.status === 'LEFT').length,
    entries,
  }) as unknown as EvacuationFieldsFragment;

function renderRollCall(ev: EvacuationFieldsFragment, mocks: MockLink.MockedResponse[] = [], onChanged = jest.fn()) {
  render(
    <MantineProvider env="test">
      <MockedProvider mocks={mocks}>
        <RollCall evacuation={ev} mayEnd={false} onChanged={onChanged} />
      </MockedProvider>
    </MantineProvider>,
  );
  return onChanged;
}

describe('RollCall', () => {
  const ada = person({});
  const bob = person({ entryId: 'e2', name: 'Bob Builder', company: 'Bricks', host: null, badgeNumber: 'B7' });
  const cy = person({
    entryId: 'e3',
    name: 'Cy Safe',
    status: 'SAFE',
    markedAt: '2026-11-30T10:05:00.000Z',
    markedByName: 'Marsha Marshal',
  });

  it('shows the counts and, first, only the people still to find', () => {
    renderRollCall(evacuation([ada, bob, cy]));
    expect(screen.getByTestId('roll-call-counts').textContent).toMatch(/2.*1.*0/);
    const cards = screen.getAllByTestId('evacuee');
    expect(cards.map((c) => c.getAttribute('data-name'))).toEqual(['Ada Lovelace', 'Bob Builder']);
    expect(within(cards[1]!).getByText('B7')).toBeTruthy();
  });

  it('one tap marks a person safe: the server gets that entry, the marshal sees the name, the list refetches', async () => {
    const sent: unknown[] = [];
    const mock: MockLink.MockedResponse = {
      request: { query: MarkEvacueeDocument, variables: { entryId: 'e2', safe: true } },
      result: () => {
        sent.push('e2');
        return {
          data: {
            markEvacuee: {
              __typename: 'EvacuationEntry',
              entryId: 'e2',
              status: 'SAFE',
              markedAt: '2026-11-30T10:06:00.000Z',
              markedByName: 'Me',
            },
          },
        };
      },
    };
    const onChanged = renderRollCall(evacuation([ada, bob]), [mock]);
    const bobCard = screen.getAllByTestId('evacuee').find((c) => c.getAttribute('data-name') === 'Bob Builder')!;
    await userEvent.click(within(bobCard).getByTestId('mark-safe'));
    expect(
      await screen.findByText(/Bob Builder/, { selector: '[data-testid="roll-call-said"] *, [data-testid="roll-call-said"]' }),
    ).toBeTruthy();
    expect(sent).toEqual(['e2']);
    expect(onChanged).toHaveBeenCalledTimes(1);
  });

  it('the safe tab shows who marked them; the search narrows by name', async () => {
    renderRollCall(evacuation([ada, bob, cy]));
    await userEvent.click(screen.getByRole('radio', { name: /safe/i }));
    const safe = screen.getAllByTestId('evacuee');
    expect(safe.map((c) => c.getAttribute('data-name'))).toEqual(['Cy Safe']);
    expect(within(safe[0]!).getByTestId('marked-safe').textContent).toContain('Marsha Marshal');
    await userEvent.click(screen.getByRole('radio', { name: /all/i }));
    await userEvent.type(screen.getByRole('textbox'), 'bob');
    expect(screen.getAllByTestId('evacuee').map((c) => c.getAttribute('data-name'))).toEqual(['Bob Builder']);
  });
});
