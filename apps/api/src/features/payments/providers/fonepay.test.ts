import { describe, expect, it } from 'vitest';
import {
  dvMatches,
  fonepayAmount,
  fonepayAmountToPaisa,
  fonepayDate,
  qrRequestDv,
  qrStatusDv,
  webRequestDv,
  webReturnDv,
  webVerifyDv,
  type WebRequestFields,
  type WebReturnFields,
} from './fonepay';

/**
 * Every expected value below was computed outside this code, with
 * `printf '%s' '<message>' | openssl dgst -sha512 -hmac '<key>'`; the first QR vector and the Postman example are
 * also the results printed in Fonepay's Dynamic QR document (v1.1).
 */

const KEY = 'a7e3512f5032480a83137793cb2021dc'; // Fonepay's published development key (merchant NBQM)

describe('Fonepay dynamic QR signatures', () => {
  it("signs a QR request over AMOUNT,PRN,MERCHANT-CODE,REMARKS1,REMARKS2 (Fonepay's document example)", () => {
    expect(
      qrRequestDv(KEY, {
        amount: '14',
        prn: '5d76d323-d1f6',
        merchantCode: 'NBQM',
        remarks1: 'test1',
        remarks2: 'test2',
      }),
    ).toBe(
      '5ae718032328ae5615fa4694dfbf3ecd13432bd49031e7285a3f8bc122ecbb8e833e83c7a11f895d30f3e8fd1906317aece113675166ae0d804ecf32a8bbdbaf',
    );
  });

  it("signs the document's Postman request (test credentials fonepay123 / secret fonepay)", () => {
    expect(
      qrRequestDv('fonepay', {
        amount: '50',
        prn: 'check',
        merchantCode: 'fonepay123',
        remarks1: 'test1',
        remarks2: 'test2',
      }),
    ).toBe(
      'f036eb09c5402a91e1926e904a423e66d041add18423959dad512b6f5fa37f1ea023197f6faae42f84b357914f5ed77723255d108b38c20c058677cfc8ac4204',
    );
  });

  it('signs our own request: decimal rupees, spaces in remarks, values as sent', () => {
    expect(
      qrRequestDv('sandbox-secret', {
        amount: fonepayAmount(149_950),
        prn: 'OXS-ABCDEFGHJKMN-1',
        merchantCode: 'OXSTRENGTH',
        remarks1: 'OxStrength order',
        remarks2: 'OXS-ABCDEFGHJKMN',
      }),
    ).toBe(
      '885ff4a3caa3400f05ceeb158d44b0a63ba53ba9b8fa54e412c0354e5985f14e7bcd7c925c426075b3aed52342bd883316da7ddf4d9637b4441a152232ec25af',
    );
  });

  it('signs a status check over PRN,MERCHANT-CODE', () => {
    expect(qrStatusDv(KEY, { prn: 'OXS-ABCDEFGHJKMN-1', merchantCode: 'NBQM' })).toBe(
      '3e97f88b7837beba757b2ac3f99a7084811ea6774b9a0e5e1147cc78b85429978b8893c3c02b9a0fa936a43b4b840c4ee7f13c07665f5f25fc2b0b3472ab8733',
    );
    expect(qrStatusDv('fonepay', { prn: 'check', merchantCode: 'fonepay123' })).toBe(
      '3d23dffdaeb21332fd7bf51431bd56b016fe1e355adf16dee6edc9c4ed99a8a021ac543bb685c82fe4650787aefe748bc3c318a22ebff675c4becff8c4aef354',
    );
  });
});

const REQUEST: WebRequestFields = {
  PID: 'NBQM',
  MD: 'P',
  PRN: 'OXS-ABCDEFGHJKMN-1',
  AMT: '1500',
  CRN: 'NPR',
  DT: '06/15/2025',
  R1: '3f1c2b7e-8d4a-4c6b-9e2f-1a2b3c4d5e6f',
  R2: 'OxStrength order OXS-ABCDEFGHJKMN',
  RU: 'http://localhost:3000/api/v1/payment/fonepay/web/success/11111111-2222-4333-8444-555555555555/3f1c2b7e-8d4a-4c6b-9e2f-1a2b3c4d5e6f',
};
const REQUEST_DV =
  '67c0aca97fd6daa8999338c8d994f1b2b20d26aeb82156a5520889db9b044fecd508087c3b9d360dfdb9bed2f022cf8a23835ed580a4d553aa09435ce4879383';

const RETURN: WebReturnFields = {
  PRN: 'OXS-ABCDEFGHJKMN-1',
  PID: 'NBQM',
  PS: 'true',
  RC: 'successful',
  UID: '12345678',
  BC: 'NICENPKA',
  INI: '9800000001',
  P_AMT: '1500',
  R_AMT: '1500',
};
const RETURN_DV =
  '1dcdf31a9e737ac7f83db15f3f3d95846ce7ff5cf635eca333be14185f454dad13da2b3ab3e9df6701d9fa92db0163cd35e015ddbd8f0826e7f4c0a7ca4f9d43';

describe('Fonepay web redirect signatures', () => {
  it('signs the payment request over PID,MD,PRN,AMT,CRN,DT,R1,R2,RU (URL not encoded)', () => {
    expect(webRequestDv(KEY, REQUEST)).toBe(REQUEST_DV);
  });

  it('checks the return DV over PRN,PID,PS,RC,UID,BC,INI,P_AMT,R_AMT', () => {
    expect(webReturnDv(KEY, RETURN)).toBe(RETURN_DV);
    const cancelled: WebReturnFields = {
      ...RETURN,
      PS: 'false',
      RC: 'cancel',
      UID: '12345679',
      BC: '',
      INI: '',
      P_AMT: '0',
    };
    expect(webReturnDv(KEY, cancelled)).toBe(
      '37e4c44e7f88b23a9922ac0191e451fe501ddd68745bd665dd5591fe1d8ee001a8fd94f7da4cd30e128fcffae27a8d182f4fef260daab2a975390657d1ce2426',
    );
  });

  it('signs the verification call over PID,AMT,PRN,BID,UID (empty bill id)', () => {
    expect(
      webVerifyDv(KEY, { PID: 'NBQM', AMT: '1500', PRN: 'OXS-ABCDEFGHJKMN-1', BID: '', UID: '12345678' }),
    ).toBe(
      'f2c6831a3d72fc8356a792baf16ccd6e410ee9cd7a47440fdb33c45dbe4bf6574cd9420b855914259826906d3e7355e4420c053e736dfbbff3ea7bee4a6011dd',
    );
  });
});

describe('DV checks', () => {
  it('accepts the genuine DV in either case (Fonepay sends upper-case hex)', () => {
    expect(dvMatches(webReturnDv(KEY, RETURN), RETURN_DV)).toBe(true);
    expect(dvMatches(webReturnDv(KEY, RETURN), RETURN_DV.toUpperCase())).toBe(true);
  });

  it('rejects a return whose any signed value was tampered with', () => {
    for (const key of Object.keys(RETURN) as (keyof WebReturnFields)[]) {
      const tampered = { ...RETURN, [key]: key === 'PS' ? 'false' : `${RETURN[key]}9` };
      expect(dvMatches(webReturnDv(KEY, tampered), RETURN_DV), key).toBe(false);
    }
  });

  it('rejects a DV made with another key, a truncated, missing or non-hex DV', () => {
    expect(dvMatches(webReturnDv('another-key', RETURN), RETURN_DV)).toBe(false);
    expect(dvMatches(webReturnDv(KEY, RETURN), RETURN_DV.slice(0, 64))).toBe(false);
    expect(dvMatches(webReturnDv(KEY, RETURN), undefined)).toBe(false);
    expect(dvMatches(webReturnDv(KEY, RETURN), '')).toBe(false);
    expect(dvMatches(webReturnDv(KEY, RETURN), `${RETURN_DV.slice(0, -1)}z`)).toBe(false);
  });

  it('rejects a tampered request (amount changed after signing)', () => {
    expect(dvMatches(webRequestDv(KEY, { ...REQUEST, AMT: '15' }), REQUEST_DV)).toBe(false);
    expect(dvMatches(webRequestDv(KEY, REQUEST), REQUEST_DV)).toBe(true);
  });
});

describe('Fonepay values', () => {
  it('writes amounts as digits with an optional decimal point', () => {
    expect(fonepayAmount(150_000)).toBe('1500');
    expect(fonepayAmount(149_950)).toBe('1499.5');
    expect(fonepayAmount(149_905)).toBe('1499.05');
  });

  it('reads amounts Fonepay sends back in paisa', () => {
    expect(fonepayAmountToPaisa('1500')).toBe(150_000);
    expect(fonepayAmountToPaisa('1500.0')).toBe(150_000);
    expect(fonepayAmountToPaisa(1499.5)).toBe(149_950);
    expect(fonepayAmountToPaisa('abc')).toBeNull();
    expect(fonepayAmountToPaisa('-5')).toBeNull();
    expect(fonepayAmountToPaisa(undefined)).toBeNull();
  });

  it('dates a request MM/DD/YYYY in Nepal time', () => {
    expect(fonepayDate(new Date('2025-06-15T06:00:00Z'))).toBe('06/15/2025');
    // 20:00 UTC on 31 December is already 1 January in Kathmandu (UTC+05:45).
    expect(fonepayDate(new Date('2024-12-31T20:00:00Z'))).toBe('01/01/2025');
  });
});
