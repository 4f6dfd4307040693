// The browser side of /api/subscriptions (SPEC section 7: GET, POST, DELETE with clientToken, topic):
// the calls it makes, the answers it takes (checked with the route's own schema), and the words a
// failure is shown in (issue 17: a 429 says 'Túl sok kérés, próbáld újra később.').
import { ApiError } from '../client/apiClient';
import { topicText } from '../i18n/topicTexts';
import { fetchTopics, setTopicFollowed, topicErrorKey } from './topicsApi';
import { topicsAnswerSchema } from './topicsAnswer';

const token = 'a'.repeat(32);

describe('the topics answer', () => {
  it.each([
    [{ clientToken: token, topics: [] }, true],
    [{ clientToken: token, topics: ['section:belfold', 'tag:budapest'] }, true],
    [{ clientToken: token, topics: [1] }, false],
    [{ clientToken: token }, false],
    [{ topics: [] }, false],
    [{ clientToken: token, topics: 'tag:budapest' }, false],
    [null, false],
    ['text', false],
  ])('%j: %s', (answer, ok) => {
    expect(topicsAnswerSchema.safeParse(answer).success).toBe(ok);
  });
});

describe('the calls', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    fetchMock.mockImplementation(
      async () =>
        new Response(JSON.stringify({ clientToken: token, topics: ['tag:budapest'] }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('reads with GET ?clientToken=', async () => {
    expect(await fetchTopics(token)).toEqual(['tag:budapest']);
    expect(fetchMock.mock.calls[0]![0]).toBe(`/api/subscriptions?clientToken=${token}`);
    expect(fetchMock.mock.calls[0]![1]!.method).toBe('GET');
  });

  it.each([
    [true, 'POST'],
    [false, 'DELETE'],
  ])('following %s is a %s of { clientToken, topic } as JSON', async (on, method) => {
    await setTopicFollowed(token, 'tag:budapest', on);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/subscriptions');
    expect(init!.method).toBe(method);
    expect(JSON.parse(init!.body as string)).toEqual({ clientToken: token, topic: 'tag:budapest' });
    expect((init!.headers as Record<string, string>)['content-type']).toBe('application/json');
  });
});

describe('failures in words', () => {
  const http = (status: number) => new ApiError('http', '/api/subscriptions', status, 'x');
  it.each([
    [http(429), 'save', 'Túl sok kérés, próbáld újra később.'],
    [http(429), 'load', 'Túl sok kérés, próbáld újra később.'],
    [
      new ApiError('network', '/api/subscriptions', 0, 'x'),
      'save',
      'Nem értük el a szervert. Ellenőrizd a kapcsolatot, és próbáld újra.',
    ],
    [http(400), 'save', 'Nem sikerült menteni. Próbáld újra később.'],
    [http(503), 'save', 'Nem sikerült menteni. Próbáld újra később.'],
    [
      new ApiError('shape', '/api/subscriptions', 200, 'x'),
      'save',
      'Nem sikerült menteni. Próbáld újra később.',
    ],
    [http(500), 'load', 'Nem sikerült lekérdezni, hogy követed-e ezt a témát.'],
    [new Error('?'), 'load', 'Nem sikerült lekérdezni, hogy követed-e ezt a témát.'],
  ] as const)('%s while %s: %s', (error, action, text) => {
    expect(topicText('hu', topicErrorKey(error, action))).toBe(text);
  });
});
