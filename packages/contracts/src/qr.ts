/** A QR code of a pharmacy (spec 3 section 3). Status values are not shown. */
export interface QrCode {
  sys_id: string;
  code: string;
  status: string;
  pharmacy_id: string;
}

/** A simplified tax bill; `total` is amount plus tax, computed on the client. */
export interface QrBill {
  id: string;
  createdAt: string;
  amount: number;
  tax: number;
  total?: number;
}

/** Body of `POST payment-service/create-qr-bill`. */
export interface QrBillCreate {
  /** 1 for a Saudi citizen, 0 otherwise. */
  isSaudi: 0 | 1;
  pharmacyId: string;
  qrcode_id: string;
}
