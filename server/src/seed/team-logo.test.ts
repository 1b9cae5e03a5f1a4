import { createHash } from 'node:crypto';
import { initialsOf, logoSvg, teamLogo } from './team-logo';

describe('team logos', () => {
  it.each([
    ['Les Castors de Rosemont', 'CR'],
    ["Les Harfangs d'Anjou", 'HA'],
    ['Les Renards de Rivière-des-Prairies', 'RR'],
    ['Garage Tremblay et fils', 'GT'],
  ])('takes the initials of %s', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it('writes dark initials on a light colour and light ones on a dark colour', () => {
    expect(logoSvg('Les Abeilles', '#f9a825')).toContain('fill="#000000"');
    expect(logoSvg('Les Bleuets', '#1f3a93')).toContain('fill="#ffffff"');
  });

  it('draws a circle in the team colour with its initials and no script', () => {
    const svg = logoSvg('Les Huards de Verdun', '#00838f');
    expect(svg).toContain('<circle');
    expect(svg).toContain('fill="#00838f"');
    expect(svg).toContain('>HV</text>');
    expect(svg.toLowerCase()).not.toContain('script');
  });

  it('keys the file by the sha256 of its bytes', () => {
    const logo = teamLogo('Les Lynx de Pointe-Claire', '#ad1457');
    expect(logo.mime).toBe('image/svg+xml');
    expect(logo.id).toBe(createHash('sha256').update(logo.bytes).digest('hex'));
    expect(logo.id).not.toBe(teamLogo('Les Lynx de Pointe-Claire', '#000000').id);
  });
});
