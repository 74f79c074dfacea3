/** Nest injection tokens for ports (interfaces have no runtime class to inject by). */
export const APP_CONFIG = Symbol('AppConfig');
export const DATABASE = Symbol('Database');
export const EVENT_STORE = Symbol('EventStore');
export const PROJECTION_STORE = Symbol('ProjectionStore');
export const RECORD_STORE = Symbol('RecordStore');
export const CLOCK = Symbol('Clock');
export const ID_GENERATOR = Symbol('IdGenerator');
/** Where new bookings' references come from (application/bookings/booking-references.ts). */
export const BOOKING_REFERENCE_DRAWER = Symbol('BookingReferenceDrawer');
export const PROJECTION_RUNNER = Symbol('ProjectionRunner');
export const CHECKPOINT_STORE = Symbol('CheckpointStore');
export const PROCESS_MANAGER_RUNNER = Symbol('ProcessManagerRunner');
/** The process managers no command waits for (messages). */
export const BACKGROUND_RUNNER = Symbol('BackgroundRunner');
/** What commands wait on before answering: process managers done, read models caught up. */
export const READ_YOUR_WRITES = Symbol('ReadYourWrites');
export const PAYMENT_GATEWAY = Symbol('PaymentGateway');
