import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import {
  apiCallKey,
  FIRST_DATA_ELEMENT_ID,
  modelDetailCall,
  storyDetailCall,
  verticalDefinition,
} from '@cvb/contracts';
import { FIRST_VIEW_MS, provideFirstData, resetFirstData } from './first-data';
import { getCall, getJson } from './get-json';
import { getHttp } from './http';
import { useApiData } from './use-api-data';

interface Price {
  name: string;
  price: string;
}
const aceCall = modelDetailCall(verticalDefinition('truck'), {
  brandSlug: 'tata-motors',
  modelSlug: 'ace-gold',
  city: 'new-delhi',
  locale: 'en',
});
const inlinedAce = { name: 'Tata Ace Gold', price: '₹4.00 Lakh onwards' };

/** The page as the shell's server sends it: the first view's answers in a JSON script. */
function inlineIntoPage(answers: Record<string, unknown>, text = JSON.stringify(answers)) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = FIRST_DATA_ELEMENT_ID;
  script.textContent = text;
  document.head.append(script);
}

function networkAnswers(data: unknown) {
  return jest.spyOn(getHttp(), 'get').mockResolvedValue({ data });
}

describe('answers inlined into the page', () => {
  beforeEach(() => resetFirstData());
  afterEach(() => {
    jest.restoreAllMocks();
    document.getElementById(FIRST_DATA_ELEMENT_ID)?.remove();
  });

  it('serves the first call from the page, and the same call afterwards from the network', async () => {
    inlineIntoPage({ [apiCallKey(aceCall.path, aceCall.query)]: inlinedAce });
    const get = networkAnswers({ name: 'Tata Ace Gold', price: '₹4.10 Lakh onwards' });

    await expect(getCall<Price>(aceCall)).resolves.toEqual(inlinedAce);
    expect(get).not.toHaveBeenCalled();

    await expect(getCall<Price>(aceCall)).resolves.toEqual({
      name: 'Tata Ace Gold',
      price: '₹4.10 Lakh onwards',
    });
    expect(get).toHaveBeenCalledWith('trucks/model-detail', {
      params: aceCall.query,
      signal: undefined,
    });
  });

  it('matches the call whatever the order of its query', async () => {
    inlineIntoPage({ [apiCallKey(aceCall.path, aceCall.query)]: inlinedAce });
    const get = networkAnswers(null);
    const reordered = { locale: 'en', city: 'new-delhi', modelSlug: 'ace-gold', brandSlug: 'tata-motors' };
    await expect(getJson<Price>('trucks/model-detail', reordered)).resolves.toEqual(inlinedAce);
    expect(get).not.toHaveBeenCalled();
  });

  it('calls the network for another city than the inlined one', async () => {
    inlineIntoPage({ [apiCallKey(aceCall.path, aceCall.query)]: inlinedAce });
    const mumbai = { name: 'Tata Ace Gold', price: '₹4.05 Lakh onwards' };
    const get = networkAnswers(mumbai);
    const call = modelDetailCall(verticalDefinition('truck'), {
      brandSlug: 'tata-motors',
      modelSlug: 'ace-gold',
      city: 'mumbai',
      locale: 'en',
    });
    await expect(getCall<Price>(call)).resolves.toEqual(mumbai);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('answers an inlined answer as the server sent it (the API checked it), and a network answer as it came', async () => {
    const story = storyDetailCall('news', 'tata-launches-ace-ev', 'hi');
    const inlinedStory = { headline: 'Tata launches the Ace EV', body: '<p>…</p>' };
    inlineIntoPage({ [apiCallKey(story.path, story.query)]: inlinedStory });
    const fromNetwork = { headline: 'Tata launches the Ace EV', body: '<p>Updated</p>' };
    const get = networkAnswers(fromNetwork);
    await expect(getCall(story)).resolves.toEqual(inlinedStory);
    expect(get).not.toHaveBeenCalled();
    await expect(getCall(story)).resolves.toBe(fromNetwork);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a damaged script', '{"trucks/model-detail?'],
    ['a list', JSON.stringify([inlinedAce])],
    ['null', 'null'],
  ])('calls the network when the page carries %s instead of answers by call', async (_, text) => {
    inlineIntoPage({}, text);
    const get = networkAnswers(inlinedAce);
    await expect(getCall<Price>(aceCall)).resolves.toEqual(inlinedAce);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('drops an answer the first view did not take within a minute', async () => {
    inlineIntoPage({ [apiCallKey(aceCall.path, aceCall.query)]: inlinedAce });
    const get = networkAnswers({ name: 'Tata Ace Gold', price: '₹4.10 Lakh onwards' });
    const start = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(start);
    // The page reads its answers for its first call (another city's), and keeps New Delhi's.
    await getJson<Price>('trucks/model-detail', { ...aceCall.query, city: 'mumbai' });
    clock.mockReturnValue(start + FIRST_VIEW_MS + 1);
    await expect(getCall<Price>(aceCall)).resolves.toEqual({
      name: 'Tata Ace Gold',
      price: '₹4.10 Lakh onwards',
    });
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('shows an inlined answer in the first painted view, without the loading state', () => {
    inlineIntoPage({ [apiCallKey(aceCall.path, aceCall.query)]: inlinedAce });
    const get = networkAnswers(null);
    const seen: string[] = [];
    function AcePrice() {
      const result = useApiData((signal) => getCall<Price>(aceCall, signal), 'ace');
      const text = result.status === 'ready' ? `${result.data.name}: ${result.data.price}` : 'Loading';
      seen.push(text);
      return <p>{text}</p>;
    }
    // No awaiting: what is on screen right after the synchronous render and its layout effects.
    act(() => {
      render(<AcePrice />);
    });
    expect(screen.getByText('Tata Ace Gold: ₹4.00 Lakh onwards')).toBeInTheDocument();
    expect(get).not.toHaveBeenCalled();
    expect(seen.at(-1)).toBe('Tata Ace Gold: ₹4.00 Lakh onwards');
  });

  it('renders the inlined answer in the very first render, as the server and the hydrating browser need', async () => {
    inlineIntoPage({ [apiCallKey(aceCall.path, aceCall.query)]: inlinedAce });
    const get = networkAnswers(null);
    const seen: string[] = [];
    function AcePrice() {
      const result = useApiData((signal) => getCall<Price>(aceCall, signal), 'ace');
      const text = result.status === 'ready' ? result.data.price : 'Loading';
      seen.push(text);
      return <p>{text}</p>;
    }
    act(() => {
      render(<AcePrice />);
    });
    expect(seen[0]).toBe('₹4.00 Lakh onwards');
    expect(get).not.toHaveBeenCalled();
    // Committed, the page's answer is taken: the same call later (coming back to the page) asks the network.
    get.mockResolvedValue({ data: { name: 'Tata Ace Gold', price: '₹4.10 Lakh onwards' } });
    await expect(getCall<Price>(aceCall)).resolves.toEqual({
      name: 'Tata Ace Gold',
      price: '₹4.10 Lakh onwards',
    });
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('takes an inlined answer without rendering the page a second time, so its hydration is not forced at once', () => {
    inlineIntoPage({ [apiCallKey(aceCall.path, aceCall.query)]: inlinedAce });
    networkAnswers(null);
    const renders: string[] = [];
    function AcePage() {
      const result = useApiData((signal) => getCall<Price>(aceCall, signal), 'ace');
      renders.push(result.status);
      return <h1>{result.status === 'ready' ? result.data.name : 'Loading'}</h1>;
    }
    act(() => {
      render(<AcePage />);
    });
    expect(screen.getByRole('heading', { name: 'Tata Ace Gold' })).toBeInTheDocument();
    // A state update from the layout effect would re-render the page synchronously (and with it, hydrate every part).
    expect(renders).toEqual(['ready']);
  });

  it('follows a call the server did not inline without rendering its loading state a second time', async () => {
    inlineIntoPage({ [apiCallKey(aceCall.path, aceCall.query)]: inlinedAce });
    let answer: (price: { data: Price }) => void = () => undefined;
    jest.spyOn(getHttp(), 'get').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const mumbai = modelDetailCall(verticalDefinition('truck'), {
      brandSlug: 'tata-motors',
      modelSlug: 'ace-gold',
      city: 'mumbai',
      locale: 'en',
    });
    const renders: string[] = [];
    function MumbaiPrice() {
      const result = useApiData((signal) => getCall<Price>(mumbai, signal), 'mumbai');
      renders.push(result.status);
      return <p>{result.status === 'ready' ? result.data.price : 'Loading'}</p>;
    }
    act(() => {
      render(<MumbaiPrice />);
    });
    expect(renders).toEqual(['loading']);
    await act(async () => answer({ data: { name: 'Tata Ace Gold', price: '₹4.05 Lakh onwards' } }));
    expect(screen.getByText('₹4.05 Lakh onwards')).toBeInTheDocument();
    expect(renders).toEqual(['loading', 'ready']);
  });

  it('serves a server render from the answers given to it, once', () => {
    const get = networkAnswers(null);
    function AceHeading() {
      const result = useApiData((signal) => getCall<Price>(aceCall, signal), 'ace');
      return <h1>{result.status === 'ready' ? result.data.name : 'Loading'}</h1>;
    }
    provideFirstData({ [apiCallKey(aceCall.path, aceCall.query)]: inlinedAce });
    expect(renderToString(<AceHeading />)).toBe('<h1>Tata Ace Gold</h1>');
    // A render that was thrown away and runs again reads the same answer (it was looked at, not taken)…
    expect(renderToString(<AceHeading />)).toBe('<h1>Tata Ace Gold</h1>');
    // …and the next page's render on this server has only its own answers.
    resetFirstData();
    expect(renderToString(<AceHeading />)).toBe('<h1>Loading</h1>');
    expect(get).not.toHaveBeenCalled();
  });
});
