import { SAME_ORIGIN } from '../test-support/accounts';
import { startDemoApp } from '../test-support/demo-app';
import { startSmtpServer } from '../test-support/smtp';

describe('writing to the league', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let demo: Awaited<ReturnType<typeof startDemoApp>>;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    demo = await startDemoApp('sqlite', { SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await demo.close();
    await smtp.close();
  });

  const post = (url: string, payload: object) =>
    demo.app.inject({ method: 'POST', url, payload, headers: SAME_ORIGIN });

  it('mails the contact message to every administrator, replying to the visitor', async () => {
    const response = await post('/api/contactus', {
      name: 'Marc',
      email: 'marc@exemple.ca',
      message: 'Bonjour, des places ?',
    });
    expect(response.json()).toEqual({ success: true, message: 'Courriel envoyé' });
    const mail = smtp.received.at(-1);
    expect(mail?.to.sort()).toEqual(['admin@ligue.test', 'dev@ligue.test']);
    expect(mail?.raw).toMatch(/^Reply-To: marc@exemple\.ca/m);
  });

  it("mails a free agent's request to the administrators", async () => {
    const response = await post('/api/freeagents/requestadd', { name: 'Julie', email: 'julie@exemple.ca' });
    expect(response.json()).toEqual({ success: true, message: 'Courriel envoyé' });
    expect(smtp.received.at(-1)?.raw).toContain('Julie');
  });

  it('rate-limits one e-mail address with a 429', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push(
        (await post('/api/contactus', { name: 'Insistant', email: 'spam@exemple.ca', message: `essai ${i}` }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it.each([
    ['/api/contactus', { name: 'X', email: 'x@exemple.ca' }, 'body.message'],
    ['/api/contactus', { name: 'X', email: 'pas un courriel', message: 'm' }, 'body.email'],
    ['/api/freeagents/requestadd', { email: 'x@exemple.ca' }, 'body.name'],
    ['/api/freeagents/requestadd', { name: 'X', email: 'x@exemple.ca', message: 'x'.repeat(5001) }, 'body.message'],
  ])('%s refuses %p with a 400 naming %s', async (url, payload, path) => {
    const response = await post(url, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues.map((issue: { path: string }) => issue.path)).toContain(path);
  });
});
