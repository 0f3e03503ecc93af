import { isPermanentSmtpFailure } from './mail.service';

describe('SMTP failures', () => {
  it('retries what may work later and gives up on what will not', () => {
    expect(isPermanentSmtpFailure({ code: 'ECONNECTION' })).toBe(false);
    expect(isPermanentSmtpFailure({ code: 'ESOCKET' })).toBe(false);
    expect(isPermanentSmtpFailure({ code: 'ETIMEDOUT' })).toBe(false);
    expect(isPermanentSmtpFailure({ code: 'EPROTOCOL', responseCode: 421 })).toBe(false);
    expect(isPermanentSmtpFailure({ code: 'EMESSAGE', responseCode: 451 })).toBe(false);
    expect(isPermanentSmtpFailure({ code: 'EMESSAGE', responseCode: 503 })).toBe(false);
    expect(isPermanentSmtpFailure({ code: 'EENVELOPE', responseCode: 550 })).toBe(true);
    expect(isPermanentSmtpFailure({ code: 'EENVELOPE' })).toBe(true);
    expect(isPermanentSmtpFailure({ code: 'EMESSAGE', responseCode: 552 })).toBe(true);
  });
});
