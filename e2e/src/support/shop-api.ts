import sharp from 'sharp';
import { TEST_ADMIN } from '@flowershop/common/testing';

/** Direct API calls for arranging test data, as an admin would through the API. */
export class ShopApi {
  private token?: string;

  constructor(private readonly baseUrl: string) {}

  async adminToken(): Promise<string> {
    if (this.token) return this.token;
    const response = await fetch(`${this.baseUrl}/api/auth/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(TEST_ADMIN),
    });
    if (!response.ok) throw new Error(`admin login failed: ${response.status}`);
    this.token = ((await response.json()) as { token: string }).token;
    return this.token;
  }

  async createProduct(
    path: string,
    fields: Record<string, string>,
    images: { part: string; count: number },
  ): Promise<any> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (let i = 0; i < images.count; i++) {
      form.append(images.part, new Blob([new Uint8Array(await pngBuffer(i))], { type: 'image/png' }), `image-${i}.png`);
    }
    const response = await fetch(`${this.baseUrl}/api/${path}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await this.adminToken()}` },
      body: form,
    });
    if (!response.ok) throw new Error(`create ${path} failed: ${response.status} ${await response.text()}`);
    return await response.json();
  }

  /** `PUT /api/{path}/{id}`: changes only the fields sent (e.g. the price), as the admin's edit form does. */
  async updateProduct(path: string, id: string, fields: Record<string, string>): Promise<any> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const response = await fetch(`${this.baseUrl}/api/${path}/${id}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${await this.adminToken()}` },
      body: form,
    });
    if (!response.ok) throw new Error(`update ${path}/${id} failed: ${response.status} ${await response.text()}`);
    return await response.json();
  }

  async list(path: string): Promise<any[]> {
    return (await (await fetch(`${this.baseUrl}/api/${path}`)).json()) as any[];
  }

  async deleteAll(path: string): Promise<void> {
    const token = await this.adminToken();
    for (const item of await this.list(path)) {
      await fetch(`${this.baseUrl}/api/${path}/${item._id}`, {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${token}` },
      });
    }
  }
}

const COLOURS = ['#e91e63', '#8bc34a', '#ff9800', '#3f51b5', '#9c27b0'];

export async function pngBuffer(variant = 0, size = 120): Promise<Buffer> {
  const background = COLOURS[variant % COLOURS.length];
  return await sharp({ create: { width: size, height: size, channels: 3, background } })
    .png()
    .toBuffer();
}
