import type { FailureDisplay } from '../../../lib/admin/use-admin-failure';
import type { ProductField, ProductFormValues } from './admin-product';

export type FormMode = 'add' | 'edit';

/** The outcome of a form's own checks: send it, or not (with the alert SPEC §5 asks for, if any). */
export type FormCheck = { ok: true } | { ok: false; alert?: string };

export interface FailureReport {
  /** Logged with the error, and the `alert()` text when `display` is 'alert'. */
  message: string;
  display: FailureDisplay;
}

/**
 * One admin catalogue screen: its API resource, rules and exact texts. The screens share all
 * their mechanics (form, image picker, list); only what is written here differs.
 */
export interface AdminCatalogKind {
  /** Prefix of every `data-testid` on the screen, e.g. `admin-bouquet`. */
  testId: string;
  /** The API collection under the API base (SPEC §7). */
  resource: 'occasion-products' | 'bouquets' | 'keychains';
  /** How writes authenticate: the admin bearer token (plus cookie), or the admin cookie only. */
  auth: 'bearer' | 'cookie';
  /** Text fields of the form, in display order; a product's other fields are never sent. */
  fields: readonly ProductField[];
  /** Fields the browser itself requires before submitting (`required`); none means `noValidate`. */
  nativeRequired: readonly ProductField[];
  /** Multipart part of the images: `images` (repeated) or `image`. */
  imagePart: 'images' | 'image';
  maxImages: number;
  /** Alert when more images are picked than `maxImages`. */
  overflowAlert?: string;
  /** Whether list rows have Edit (the form's edit mode). */
  editable: boolean;
  /** The form's own checks before anything is sent. */
  check: (values: ProductFormValues, imageCount: number, mode: FormMode) => FormCheck;
  deleteConfirm: string;
  saveFailure: FailureReport;
  deleteFailure: FailureReport;
  texts: {
    title: string;
    addTitle: string;
    editTitle: string;
    addButton: string;
    updateButton: string;
    imagesLabel: string;
    imagesHint: string;
    editImagesHint: string;
    listTitle: string;
    loading: string;
    loadFailed: string;
    empty: string;
    /** Success toasts after an add, a save and a delete. */
    addedToast: string;
    savedToast: string;
    deletedToast: string;
  };
}
