import { questionListResponseSchema, questionPostedResponseSchema } from '@cvb/contracts';
import { and, eq } from 'drizzle-orm';
import { communityAnswers, communityQuestions } from '../src/db/schema-community';
import { testDatabases } from './databases';
import { call, signUp, useAccountsApi } from './accounts-helpers';

describe.each(testDatabases)('community API on %s', (kind) => {
  const api = useAccountsApi(kind);

  async function questions(vertical: string) {
    const response = await call(api, 'GET', `/api/community/questions?vertical=${vertical}`);
    expect(response.statusCode).toBe(200);
    return questionListResponseSchema.parse(response.json());
  }

  it('lets everyone read the seeded questions of each vertical, newest first, with answers', async () => {
    for (const vertical of ['truck', 'bus', 'three-wheeler', 'tractor']) {
      const { questions: listed, total } = await questions(vertical);
      expect(total).toBeGreaterThanOrEqual(2);
      expect(listed.every((question) => question.vertical === vertical)).toBe(true);
      const times = listed.map((question) => question.createdAt);
      expect(times).toEqual([...times].sort().reverse());
    }
    const trucks = await questions('truck');
    const adBlue = trucks.questions.find((question) => question.title.includes('AdBlue'));
    expect(adBlue?.answers.map((answer) => answer.authorName)).toEqual(['Harpreet Singh', 'Mohammed Irfan']);
    expect(trucks.questions.some((question) => /[\u0900-\u097F]/.test(question.title))).toBe(true);
  });

  const SCRIPTS = {
    hi: /[\u0900-\u097F]/,
    mr: /[\u0900-\u097F]/,
    pa: /[\u0A00-\u0A7F]/,
    ta: /[\u0B80-\u0BFF]/,
    te: /[\u0C00-\u0C7F]/,
  } as const;

  it.each(Object.entries(SCRIPTS))(
    'lists on the %s page the questions asked in that language, each vertical answered in it',
    async (locale, script) => {
      for (const vertical of ['truck', 'bus', 'three-wheeler', 'tractor']) {
        const response = await call(
          api,
          'GET',
          `/api/community/questions?vertical=${vertical}&locale=${locale}`,
        );
        const { questions: listed } = questionListResponseSchema.parse(response.json());
        expect(listed.length).toBeGreaterThanOrEqual(1);
        const texts = listed
          .flatMap((q) => [q.title, q.details, ...q.answers.map((a) => a.body)])
          .filter(Boolean);
        expect(texts.filter((text) => !script.test(text))).toEqual([]);
      }
    },
  );

  it('lists a question on the page of the language it was asked in, and an older one without a language on all', async () => {
    const { session } = await signUp(api, { name: 'Gurnam Singh' });
    const title = 'ਕਿਹੜਾ ਟਰੈਕਟਰ ਕਣਕ ਦੀ ਬਿਜਾਈ ਲਈ ਠੀਕ ਹੈ?';
    const posted = await call(
      api,
      'POST',
      '/api/community/questions',
      { vertical: 'tractor', title, locale: 'pa' },
      { session },
    );
    expect(posted.statusCode).toBe(201);
    const listed = async (locale: string) =>
      questionListResponseSchema
        .parse((await call(api, 'GET', `/api/community/questions?vertical=tractor&locale=${locale}`)).json())
        .questions.map((q) => q.title);
    expect(await listed('pa')).toContain(title);
    expect(await listed('ta')).not.toContain(title);
    const [ta] = await api.database.db
      .select()
      .from(communityQuestions)
      .where(and(eq(communityQuestions.locale, 'ta'), eq(communityQuestions.vertical, 'tractor')));
    await api.database.db
      .update(communityQuestions)
      .set({ locale: null })
      .where(eq(communityQuestions.id, ta.id));
    for (const locale of ['en', 'hi', 'te']) expect(await listed(locale)).toContain(ta.title);
    const bad = await call(api, 'GET', '/api/community/questions?vertical=tractor&locale=fr');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(expect.any(String));
  });

  it('refuses anonymous questions and answers with 401, storing nothing', async () => {
    const before = await api.database.db.select().from(communityQuestions);
    const ask = await call(api, 'POST', '/api/community/questions', {
      vertical: 'truck',
      title: 'Which tyres last longest on a tipper?',
    });
    expect(ask.statusCode).toBe(401);
    const answer = await call(api, 'POST', `/api/community/questions/${before[0].id}/answers`, {
      body: 'Radials.',
    });
    expect(answer.statusCode).toBe(401);
    expect(await api.database.db.select().from(communityQuestions)).toHaveLength(before.length);
  });

  it.each([
    [{ vertical: 'car', title: 'Which tyres last longest on a tipper?' }, 'vertical'],
    [{ vertical: 'truck', title: 'Tyres?' }, 'title: Question should be at least 10 characters'],
    [{ vertical: 'truck', title: 'q'.repeat(201) }, 'title: Question should not be more than 200 characters'],
    [{ vertical: 'truck', title: 'Which tyres last longest?', details: 'd'.repeat(2001) }, 'details'],
  ])('answers 400 for the question %j naming the field, storing nothing', async (body, message) => {
    const { session } = await signUp(api);
    const before = await api.database.db.select().from(communityQuestions);
    const response = await call(api, 'POST', '/api/community/questions', body, { session });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await api.database.db.select().from(communityQuestions)).toHaveLength(before.length);
  });

  it('posts a signed-in user’s question under their name and lists it first; markup stays text', async () => {
    const { session } = await signUp(api, { name: 'Kavita Rao' });
    const title = 'Which tyres last longest on a tipper? <script>alert(1)</script>';
    const response = await call(
      api,
      'POST',
      '/api/community/questions',
      { vertical: 'tractor', title, details: '  Quarry work near Bellary.  ' },
      { session },
    );
    expect(response.statusCode).toBe(201);
    const posted = questionPostedResponseSchema.parse(response.json());
    expect(posted).toMatchObject({
      message: 'Your question has been posted',
      question: { title, details: 'Quarry work near Bellary.', authorName: 'Kavita Rao', answers: [] },
    });
    const listed = await questions('tractor');
    expect(listed.questions[0].title).toBe(title);
    expect((await questions('truck')).questions.some((question) => question.title === title)).toBe(false);
  });

  it('answers a question, refuses an empty answer and an unknown question', async () => {
    const { session } = await signUp(api, { name: 'Imran Khan' });
    const [question] = (await questions('bus')).questions;
    const empty = await call(
      api,
      'POST',
      `/api/community/questions/${question.id}/answers`,
      { body: ' ' },
      { session },
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('body: Answer should be at least 2 characters');
    const missing = await call(
      api,
      'POST',
      '/api/community/questions/999999/answers',
      { body: 'Yes, it is.' },
      { session },
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Question not found');

    const before = await api.database.db
      .select()
      .from(communityAnswers)
      .where(eq(communityAnswers.questionId, question.id));
    const answered = await call(
      api,
      'POST',
      `/api/community/questions/${question.id}/answers`,
      { body: 'Get the speed governor certificate from the dealer.' },
      { session },
    );
    expect(answered.statusCode).toBe(201);
    expect(answered.json()).toMatchObject({
      message: 'Your answer has been posted',
      answer: { authorName: 'Imran Khan', body: 'Get the speed governor certificate from the dealer.' },
    });
    const after = (await questions('bus')).questions.find((listed) => listed.id === question.id);
    expect(after?.answers).toHaveLength(before.length + 1);
    expect(after?.answers.at(-1)?.authorName).toBe('Imran Khan');
  });
});
