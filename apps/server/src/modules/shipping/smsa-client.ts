import { AppError } from '../../platform/errors.ts';
import { callService } from '../../platform/outbound.ts';

/**
 * SMSA Express's e-commerce REST API (https://ecomapis.smsaexpress.com, or `SMSA_API_BASE`: the
 * tests' local server), reached with each store's own key in the `apikey` header: a B2C shipment
 * (its waybill number and label PDF), its tracking scans, and its cancellation. Every carrier sits
 * behind `CarrierClient`, so another one is one more file. SMSA unreachable or slow (10 s), an
 * answer that is not the JSON expected, a key it refuses: each a 409 the merchant can read, and
 * nothing written.
 */
export interface ShipmentParty {
  name: string;
  phone: string;
  country: string;
  city: string;
  addressLine1: string;
  addressLine2: string | null;
  district: string | null;
  postalCode: string | null;
}

export interface ShipmentRequest {
  orderNumber: string;
  shipper: ShipmentParty;
  consignee: ShipmentParty;
  weightKg: number;
  parcels: number;
  /** In major units of `currency`; 0 when nothing is collected. */
  codAmount: number;
  declaredValue: number;
  currency: string;
  description: string;
}

export interface CarrierTracking {
  events: { at: string; description: string; city: string | null }[];
  delivered: boolean;
}

export interface CarrierClient {
  create(key: string, request: ShipmentRequest): Promise<{ trackingNumber: string; label: Buffer }>;
  track(key: string, trackingNumber: string): Promise<CarrierTracking>;
  cancel(key: string, trackingNumber: string): Promise<void>;
}

/** SMSA's scan type of a delivered shipment. */
const DELIVERED = 'DL';

interface SmsaCreated {
  sawb?: unknown;
  waybills?: { awb?: unknown; awbFile?: unknown }[];
}
interface SmsaTracking {
  Scans?: { ScanType?: unknown; ScanDescription?: unknown; ScanDateTime?: unknown; City?: unknown }[];
}

const text = (v: unknown) => (typeof v === 'string' ? v : null);

export class SmsaClient implements CarrierClient {
  private readonly base: string;

  constructor(base: string) {
    this.base = base;
  }

  private async call<T>(key: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const answer = await callService(`${this.base}${path}`, { method, headers: { apikey: key }, body });
    if (!answer.reached) throw new AppError('CONFLICT', 'carrier.unreachable');
    if (answer.status === 401 || answer.status === 403) throw new AppError('CONFLICT', 'carrier.keyRefused');
    if (answer.status < 200 || answer.status > 299) throw new AppError('CONFLICT', 'carrier.refused');
    if (answer.body === undefined) throw new AppError('CONFLICT', 'carrier.badAnswer');
    return answer.body as T;
  }

  async create(key: string, r: ShipmentRequest) {
    const party = (p: ShipmentParty) => ({
      ContactName: p.name,
      ContactPhoneNumber: p.phone,
      Country: p.country,
      City: p.city,
      AddressLine1: p.addressLine1,
      AddressLine2: p.addressLine2 ?? '',
      District: p.district ?? '',
      PostalCode: p.postalCode ?? '',
    });
    const answer = await this.call<SmsaCreated>(key, 'POST', '/api/shipment/b2c/new', {
      ConsigneeAddress: party(r.consignee),
      ShipperAddress: party(r.shipper),
      OrderNumber: r.orderNumber,
      DeclaredValue: r.declaredValue,
      CODAmount: r.codAmount,
      Parcels: r.parcels,
      ShipDate: new Date().toISOString().slice(0, 19),
      ShipmentCurrency: r.currency,
      WaybillType: 'PDF',
      Weight: r.weightKg,
      WeightUnit: 'KG',
      ContentDescription: r.description,
    });
    const trackingNumber = text(answer?.sawb) ?? text(answer?.waybills?.[0]?.awb);
    const file = text(answer?.waybills?.[0]?.awbFile);
    const label = file ? Buffer.from(file, 'base64') : null;
    // A label is a PDF: anything else is not the answer SMSA gives.
    if (!trackingNumber || !label || label.subarray(0, 4).toString('latin1') !== '%PDF')
      throw new AppError('CONFLICT', 'carrier.badAnswer');
    return { trackingNumber, label };
  }

  async track(key: string, trackingNumber: string): Promise<CarrierTracking> {
    const answer = await this.call<SmsaTracking>(key, 'GET', `/api/track/single/${encodeURIComponent(trackingNumber)}`);
    if (!answer || !Array.isArray(answer.Scans)) throw new AppError('CONFLICT', 'carrier.badAnswer');
    const events = answer.Scans.flatMap((s) => {
      const at = text(s.ScanDateTime);
      const description = text(s.ScanDescription);
      return at && description ? [{ at, description, city: text(s.City), type: text(s.ScanType) }] : [];
    }).sort((a, b) => (a.at < b.at ? 1 : -1));
    return {
      events: events.map(({ at, description, city }) => ({ at, description, city })),
      delivered: events.some((e) => e.type === DELIVERED),
    };
  }

  async cancel(key: string, trackingNumber: string): Promise<void> {
    await this.call<unknown>(key, 'POST', `/api/shipment/b2c/cancel/${encodeURIComponent(trackingNumber)}`);
  }
}
