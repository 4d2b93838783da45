import { utcSeconds, type Random } from '../random';
import { mainlandMobile, uniquePersonName } from './names';
import { banks } from './phrases';

/** A sales partner and its identity and bank information (fields assumed). */
export interface SaleAgentRecord {
  saleAgentId: number;
  saleAgentSN: string;
  saleAgentName: string;
  realName: string;
  idNumber: string;
  mobile: string;
  bankName: string;
  bankAccountName: string;
  bankAccount: string;
  createTime: number;
}

const PARTNER_COUNT = 40;

/** The two demo partners: one with complete information, one (newpartner) still to complete it. */
function demoPartners(): SaleAgentRecord[] {
  return [
    {
      saleAgentId: 1,
      saleAgentSN: 'SA0001',
      saleAgentName: '林佳怡',
      realName: '林佳怡',
      idNumber: '440305199003150021',
      mobile: '13826541234',
      bankName: '招商银行深圳分行',
      bankAccountName: '林佳怡',
      bankAccount: '6225880123456789',
      createTime: utcSeconds(2023, 3, 15),
    },
    {
      saleAgentId: 2,
      saleAgentSN: 'SA0002',
      saleAgentName: '曾凡',
      realName: '',
      idNumber: '',
      mobile: '',
      bankName: '',
      bankAccountName: '',
      bankAccount: '',
      createTime: utcSeconds(2025, 5, 20),
    },
  ];
}

const digits = (random: Random, length: number) =>
  Array.from({ length }, () => random.int(0, 9)).join('');

/** An 18-character mainland ID number: area, birth date, sequence, check character. */
function idNumber(random: Random): string {
  const area = random.pick(['440305', '440106', '330106', '310115', '110105']);
  const birth = `${random.int(1975, 2000)}${String(random.int(1, 12)).padStart(2, '0')}${String(random.int(1, 28)).padStart(2, '0')}`;
  return `${area}${birth}${digits(random, 3)}${random.pick([...'0123456789X'])}`;
}

/** The two demo partners and ~38 more with complete information. */
export function seedSaleAgents(random: Random): SaleAgentRecord[] {
  const partners = demoPartners();
  const taken = new Set(partners.map((partner) => partner.saleAgentName));
  const from = utcSeconds(2022, 6, 1);
  const to = utcSeconds(2026, 6, 30);
  for (let saleAgentId = partners.length + 1; saleAgentId <= PARTNER_COUNT; saleAgentId += 1) {
    const name = uniquePersonName(random, taken);
    partners.push({
      saleAgentId,
      saleAgentSN: `SA${String(saleAgentId).padStart(4, '0')}`,
      saleAgentName: name,
      realName: name,
      idNumber: idNumber(random),
      mobile: mainlandMobile(random),
      bankName: random.pick(banks),
      bankAccountName: name,
      bankAccount: `62${digits(random, 14)}`,
      createTime: random.dateSeconds(from, to),
    });
  }
  return partners;
}
