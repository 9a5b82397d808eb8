import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { campaignStage, dayIn, dayOf, expiredTarget, isTimeZone, spokenDay } from './campaign';

describe('a landing’s stage on a day', () => {
  const show = { publishFrom: '2027-03-01', expires: '2027-04-01' };

  it('is scheduled the day before publishFrom, live on the day and after', () => {
    expect(campaignStage(show, '2027-02-28')).toBe('scheduled');
    expect(campaignStage(show, '2027-03-01')).toBe('live');
    expect(campaignStage(show, '2027-03-02')).toBe('live');
  });

  it('is live the day before expires, over on the day and after', () => {
    expect(campaignStage(show, '2027-03-31')).toBe('live');
    expect(campaignStage(show, '2027-04-01')).toBe('over');
    expect(campaignStage(show, '2027-04-02')).toBe('over');
  });

  it('reads the Dates the content layer makes (UTC midnight of the day written)', () => {
    const dates = { publishFrom: new Date('2027-03-01'), expires: new Date('2027-04-01') };
    expect(campaignStage(dates, '2027-02-28')).toBe('scheduled');
    expect(campaignStage(dates, '2027-03-01')).toBe('live');
    expect(campaignStage(dates, '2027-04-01')).toBe('over');
  });

  it('without dates is always live; with one date, only that side', () => {
    expect(campaignStage({}, '1999-01-01')).toBe('live');
    expect(campaignStage({ expires: '2027-04-01' }, '2020-01-01')).toBe('live');
    expect(campaignStage({ publishFrom: '2027-03-01' }, '2099-01-01')).toBe('live');
  });

  it('orders days as dates, whatever the day (property)', () => {
    const day = fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }).map((date) => dayOf(date));
    fc.assert(
      fc.property(day, day, day, (a, b, today) => {
        const [publishFrom, expires] = a < b ? [a, b] : [b, a];
        if (publishFrom === expires) return;
        const stage = campaignStage({ publishFrom, expires }, today);
        const expected = today < publishFrom ? 'scheduled' : today >= expires ? 'over' : 'live';
        expect(stage).toBe(expected);
      }),
    );
  });
});

describe('the day in the site’s time zone', () => {
  it('changes at the time zone’s midnight, not at UTC’s', () => {
    // Summer time (EDT, UTC-4): 03:59 UTC on April 1 is 23:59 on March 31 in New York.
    expect(dayIn(new Date('2027-04-01T03:59:00Z'), 'America/New_York')).toBe('2027-03-31');
    expect(dayIn(new Date('2027-04-01T04:00:00Z'), 'America/New_York')).toBe('2027-04-01');
    // Winter (EST, UTC-5).
    expect(dayIn(new Date('2027-01-15T04:59:59Z'), 'America/New_York')).toBe('2027-01-14');
    expect(dayIn(new Date('2027-01-15T05:00:00Z'), 'America/New_York')).toBe('2027-01-15');
    // Ahead of UTC: already the next day in Tokyo.
    expect(dayIn(new Date('2027-03-31T15:00:00Z'), 'Asia/Tokyo')).toBe('2027-04-01');
  });

  it('so a landing expiring on April 1 is live until midnight in New York, then over', () => {
    const show = { expires: '2027-04-01' };
    expect(campaignStage(show, dayIn(new Date('2027-04-01T03:59:00Z'), 'America/New_York'))).toBe('live');
    expect(campaignStage(show, dayIn(new Date('2027-04-01T04:00:00Z'), 'America/New_York'))).toBe('over');
    // The same instant in UTC is already April 1: the zone decides.
    expect(campaignStage(show, dayIn(new Date('2027-04-01T03:59:00Z'), 'UTC'))).toBe('over');
  });
});

describe('the words and defaults around it', () => {
  it('knows time zone names and refuses others', () => {
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('America/Montreal')).toBe(true);
    expect(isTimeZone('Eastern')).toBe(false);
    expect(isTimeZone('America/NewYork')).toBe(false);
  });

  it('says a day as a reader does, whatever the machine’s zone', () => {
    expect(spokenDay('2027-03-01')).toBe('March 1, 2027');
    expect(spokenDay('2027-12-31')).toBe('December 31, 2027');
  });

  it('sends an expired landing to its expiresTo, or home', () => {
    expect(expiredTarget('/request-a-demo')).toBe('/request-a-demo');
    expect(expiredTarget(undefined)).toBe('/');
  });
});
