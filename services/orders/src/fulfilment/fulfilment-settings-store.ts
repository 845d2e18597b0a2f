import { Inject, Injectable } from '@nestjs/common';
import {
  fulfilmentSettingsProblem,
  type FulfilmentSettingsDto,
  type StoredFulfilmentSettings,
} from '@flowershop/common/contracts';
import { ServiceError } from '@flowershop/common/errors';
import {
  DOCUMENT_STORE,
  type Collection,
  type DocumentStore,
  type StoredDocument,
} from '@flowershop/common/persistence';
import { DEFAULT_FULFILMENT_SETTINGS, type FulfilmentSettings } from '@flowershop/common/shop-rules';
import { updateOrInsert } from '../update-or-insert.js';

export const FULFILMENT_SETTINGS = 'fulfilment_settings';
const SETTINGS_ID = 'settings';

type SettingsRecord = StoredDocument & StoredFulfilmentSettings;

/** Only the settings' own fields, dates sorted, whatever else the record holds. */
function normalised(settings: FulfilmentSettings): FulfilmentSettings {
  return {
    sameDayCutoff: settings.sameDayCutoff,
    leadTimeDays: settings.leadTimeDays,
    closedWeekdays: [...settings.closedWeekdays].sort((a, b) => a - b),
    blackoutDates: [...settings.blackoutDates].sort(),
    dailyCapacity: settings.dailyCapacity,
    capacityOverrides: settings.capacityOverrides
      .map(({ date, capacity }) => ({ date, capacity }))
      .sort((a, b) => (a.date < b.date ? -1 : 1)),
    openingHours: settings.openingHours.map(({ open, close }) => ({ open, close })),
    pickupWindowMinutes: settings.pickupWindowMinutes,
    bookingHorizonDays: settings.bookingHorizonDays,
  };
}

/** One document, the defaults until one is saved. */
@Injectable()
export class FulfilmentSettingsStore {
  private readonly settings: Collection<SettingsRecord>;

  constructor(@Inject(DOCUMENT_STORE) store: DocumentStore) {
    this.settings = store.collection<SettingsRecord>(FULFILMENT_SETTINGS);
  }

  async get(): Promise<StoredFulfilmentSettings> {
    const record = await this.settings.findById(SETTINGS_ID);
    if (!record) return normalised(DEFAULT_FULFILMENT_SETTINGS);
    return { ...normalised(record), ...(record.updatedAt && { updatedAt: record.updatedAt }) };
  }

  /** Replaces the settings (the DTO checked each field; this checks they hold together). */
  async update(dto: FulfilmentSettingsDto): Promise<StoredFulfilmentSettings> {
    const problem = fulfilmentSettingsProblem(dto);
    if (problem) throw ServiceError.badRequest('ORDERS', problem);
    const saved: StoredFulfilmentSettings = { ...normalised(dto), updatedAt: new Date().toISOString() };
    // When another admin saves at the same moment, ours is the later word.
    await updateOrInsert(this.settings, { _id: SETTINGS_ID }, { $set: { ...saved } }, { _id: SETTINGS_ID, ...saved });
    return saved;
  }
}
