import {
  contactMail,
  escapeHtml,
  freeAgentMail,
  loginLinkMail,
  type MailContent,
  requestDeniedMail,
  rescheduleRequestMail,
  reservationNewsMail,
} from './templates';

const leagueName = 'Ligue de balle <Rive-Sud> & Cie';
const escapedLeague = 'Ligue de balle &lt;Rive-Sud&gt; &amp; Cie';
const publicUrl = 'https://ligue.example.ca';
const tricky = `<b>"Léa" & l'équipe</b>`;
const escapedTricky = '&lt;b&gt;&quot;Léa&quot; &amp; l&#39;équipe&lt;/b&gt;';
const token = 'a+b/c=d é';
const authLink = 'https://ligue.example.ca/?auth=a%2Bb%2Fc%3Dd%20%C3%A9';

interface Case {
  template: string;
  mail: MailContent;
  /** French sentences the plain text must hold */
  says: RegExp[];
  link?: string;
}

const cases: Case[] = [
  {
    template: 'loginLinkMail (reset)',
    mail: loginLinkMail({ leagueName, publicUrl, name: tricky, token, purpose: 'reset' }),
    says: [/Bonjour <b>"Léa"/, /nouveau mot de passe/, /une seule fois, pendant une heure/],
    link: authLink,
  },
  {
    template: 'loginLinkMail (approval)',
    mail: loginLinkMail({ leagueName, publicUrl, name: tricky, token, purpose: 'approval' }),
    says: [/demande de compte .* a été acceptée/, /une seule fois, pendant une heure/],
    link: authLink,
  },
  {
    template: 'requestDeniedMail',
    mail: requestDeniedMail({ leagueName, name: tricky }),
    says: [/Bonjour <b>"Léa"/, /n’a pas été acceptée/],
  },
  {
    template: 'rescheduleRequestMail',
    mail: rescheduleRequestMail({
      leagueName,
      publicUrl,
      requestingTeam: tricky,
      matchLabel: 'Castors contre Aigles, 12 mai',
      slotLabel: 'samedi 14 juin, 10 h, terrain Optimiste',
      reservationId: 'r-1',
    }),
    says: [/L’équipe <b>"Léa".* demande de reprendre le match Castors contre Aigles, 12 mai/, /samedi 14 juin, 10 h/],
    link: 'https://ligue.example.ca/timeslots?confirmer=r-1',
  },
  {
    template: 'reservationNewsMail',
    mail: reservationNewsMail({
      leagueName,
      publicUrl,
      matchLabel: tricky,
      news: `La demande de ${tricky} est refusée.`,
    }),
    says: [/La demande de <b>"Léa".* est refusée\./],
    link: 'https://ligue.example.ca/timeslots',
  },
  {
    template: 'contactMail',
    mail: contactMail({ leagueName, fromName: tricky, fromEmail: 'lea@exemple.ca', message: `Bonjour,\n${tricky}` }),
    says: [/a écrit depuis la page Contact/, /Pour lui répondre, écrivez à lea@exemple\.ca/],
  },
  {
    template: 'freeAgentMail',
    mail: freeAgentMail({ leagueName, name: tricky, email: 'lea@exemple.ca', message: tricky }),
    says: [/Nouvelle inscription de joueur autonome .* <b>"Léa".* \(lea@exemple\.ca\)/],
  },
];

describe.each(cases)('$template', ({ mail, says, link }) => {
  it('names the league in the subject, the text and the HTML', () => {
    expect(mail.subject).toContain(leagueName);
    expect(mail.text).toContain(leagueName);
    expect(mail.html).toContain(escapedLeague);
  });

  it('speaks French', () => {
    for (const sentence of says) expect(mail.text).toMatch(sentence);
    expect(mail.html).toContain('<html lang="fr">');
  });

  it('escapes HTML-special characters of names and messages in the HTML only', () => {
    expect(mail.text).toContain(tricky);
    expect(mail.html).toContain(escapedTricky);
    expect(mail.html).not.toMatch(/<b>|"Léa"/);
  });

  if (link) {
    it('links to the absolute page, in the text and the HTML', () => {
      expect(mail.text).toContain(`\n${link}\n`);
      expect(mail.html).toContain(`<a href="${link}">`);
    });
  }
});

describe('the login link mail', () => {
  const mail = (purpose: 'reset' | 'approval') =>
    loginLinkMail({ leagueName: 'Ligue', publicUrl, name: 'Léa', token: 'jeton', purpose });

  it('says the account request was accepted only on approval', () => {
    expect(mail('approval').subject).toBe('Ligue\u202f: votre demande de compte est acceptée');
    expect(mail('reset').subject).toBe('Ligue\u202f: votre lien de connexion');
    expect(mail('reset').text).not.toMatch(/acceptée/);
  });

  it('builds the link from the public URL, whatever its trailing slash', () => {
    expect(mail('reset').text).toContain('https://ligue.example.ca/?auth=jeton');
    const withSlash = loginLinkMail({
      leagueName: 'Ligue',
      publicUrl: 'http://localhost:8080/',
      name: 'Léa',
      token: 'j',
      purpose: 'reset',
    });
    expect(withSlash.text).toContain('http://localhost:8080/?auth=j');
  });
});

describe('the free agent mail', () => {
  it('quotes the message with its line breaks, or says there is none', () => {
    const withMessage = freeAgentMail({
      leagueName: 'Ligue',
      name: 'Léa',
      email: 'l@e.ca',
      message: 'Lanceuse\ngauchère',
    });
    expect(withMessage.text).toContain('Lanceuse\ngauchère');
    expect(withMessage.html).toContain('<blockquote style="white-space: pre-wrap">Lanceuse\ngauchère</blockquote>');
    expect(freeAgentMail({ leagueName: 'Ligue', name: 'Léa', email: 'l@e.ca', message: ' ' }).text).toContain(
      'Aucun message.',
    );
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML-special characters, ampersand first', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt;',
    );
    expect(escapeHtml('&lt;')).toBe('&amp;lt;');
  });
});
