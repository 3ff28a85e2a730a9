import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchReviews, postReview } from '@cvb/api-client';
import {
  COMMON_REVIEW_ATTRIBUTES,
  verticalDefinition,
  type ReviewAttribute,
  type ReviewSummary,
  type VerticalDefinition,
} from '@cvb/contracts';
import { renderInRemote } from '@cvb/mfe-kit/testing';
import { userKnown } from '@cvb/store';
import { en } from '../model-page/locales/en';
import { registerCatalogueTexts } from '../register-catalogue-texts';
import { ModelReviews } from './model-reviews';

jest.mock('@cvb/api-client', () => ({
  ...jest.requireActual('@cvb/api-client'),
  fetchReviews: jest.fn(),
  postReview: jest.fn(),
}));
jest.mock('@cvb/contracts', () => {
  const actual = jest.requireActual('@cvb/contracts');
  return { ...actual, verticalDefinition: jest.fn(actual.verticalDefinition) };
});

const { verticalDefinition: realDefinition } = jest.requireActual<{
  verticalDefinition: typeof verticalDefinition;
}>('@cvb/contracts');

const noRatings = Object.fromEntries(
  Object.keys(en.model.attribute).map((attribute) => [attribute, null]),
) as ReviewSummary['attributes'];

const bus = { vertical: 'bus' as const, brandSlug: 'tata-motors', modelSlug: 'starbus-school' };

async function openBusForm() {
  jest.mocked(fetchReviews).mockResolvedValue({
    summary: { count: 0, averageOverall: null, attributes: noRatings },
    reviews: [],
    total: 0,
  });
  const rendered = renderInRemote(
    <ModelReviews
      model={bus}
      modelName="Tata Starbus School"
      initialSummary={{ count: 0, averageOverall: null, attributes: noRatings }}
    />,
  );
  act(() => {
    rendered.store.dispatch(userKnown({ id: 7, name: 'Suresh Patil' }));
  });
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Write a review' }));
  return within(screen.getByRole('group', { name: 'Your ratings' }));
}

function expectAskedExactly(ratings: ReturnType<typeof within>, attributes: readonly ReviewAttribute[]) {
  const labels = attributes.map((attribute) => en.model.attribute[attribute]);
  for (const label of labels) expect(ratings.getByRole('group', { name: label })).toBeInTheDocument();
  expect(ratings.getAllByRole('group')).toHaveLength(labels.length);
}

describe('review form of a vertical other than trucks', () => {
  beforeAll(registerCatalogueTexts);
  afterEach(() => jest.mocked(verticalDefinition).mockImplementation(realDefinition));

  it('asks the ratings the bus definition lists, and no truck rating', async () => {
    const ratings = await openBusForm();
    expectAskedExactly(ratings, realDefinition('bus').reviewAttributes);
    expect(ratings.queryByRole('group', { name: 'Cabin comfort' })).not.toBeInTheDocument();
    expect(postReview).not.toHaveBeenCalled();
  });

  it('follows the definition when it adds an attribute to the common ones', async () => {
    jest.mocked(verticalDefinition).mockImplementation((key): VerticalDefinition => {
      const definition = realDefinition(key);
      return key === 'bus'
        ? { ...definition, reviewAttributes: [...COMMON_REVIEW_ATTRIBUTES, 'durability'] }
        : definition;
    });
    const ratings = await openBusForm();
    expectAskedExactly(ratings, [...COMMON_REVIEW_ATTRIBUTES, 'durability']);
  });
});
