/**
* This file was @generated using pocketbase-typegen from the schema in
* pocketbase/pb_migrations (run `npm run -w web typegen` after changing a
* migration). Do not edit by hand.
*/

import type PocketBase from 'pocketbase'
import type { RecordService } from 'pocketbase'

export const Collections = {
	Authorigins: "_authOrigins",
	Externalauths: "_externalAuths",
	Mfas: "_mfas",
	Otps: "_otps",
	Superusers: "_superusers",
	AccountEvents: "account_events",
	BookingRequests: "booking_requests",
	Catering: "catering",
	Closures: "closures",
	ContactMessages: "contact_messages",
	DeskCatalog: "desk_catalog",
	DeskExport: "desk_export",
	Extras: "extras",
	Facilities: "facilities",
	Offers: "offers",
	Outbox: "outbox",
	Pages: "pages",
	PaymentTotals: "payment_totals",
	Payments: "payments",
	RequestEvents: "request_events",
	RoomTypes: "room_types",
	SeasonalRates: "seasonal_rates",
	Services: "services",
	Settings: "settings",
	Staff: "staff",
	StayRules: "stay_rules",
	TourScenes: "tour_scenes",
	UiTexts: "ui_texts",
	Users: "users",
} as const
export type Collections = typeof Collections[keyof typeof Collections]

// Alias types for improved usability
export type IsoDateString = string
export type IsoAutoDateString = string & { readonly autodate: unique symbol }
export type RecordIdString = string
export type FileNameString = string & { readonly filename: unique symbol }
export type HTMLString = string

type ExpandType<T> = unknown extends T
	? T extends unknown
		? { expand?: unknown }
		: { expand: T }
	: { expand: T }

// System fields
export type BaseSystemFields<T = unknown> = {
	id: RecordIdString
	collectionId: string
	collectionName: Collections
} & ExpandType<T>

export type AuthSystemFields<T = unknown> = {
	email: string
	emailVisibility: boolean
	username: string
	verified: boolean
} & BaseSystemFields<T>

// Record types for each collection

export type AuthoriginsRecord = {
	collectionRef: string
	created: IsoAutoDateString
	fingerprint: string
	id: string
	recordRef: string
	updated: IsoAutoDateString
}

export type ExternalauthsRecord = {
	collectionRef: string
	created: IsoAutoDateString
	id: string
	provider: string
	providerId: string
	recordRef: string
	updated: IsoAutoDateString
}

export type MfasRecord = {
	collectionRef: string
	created: IsoAutoDateString
	id: string
	method: string
	recordRef: string
	updated: IsoAutoDateString
}

export type OtpsRecord = {
	collectionRef: string
	created: IsoAutoDateString
	id: string
	password: string
	recordRef: string
	sentTo?: string
	updated: IsoAutoDateString
}

export type SuperusersRecord = {
	created: IsoAutoDateString
	email: string
	emailVisibility?: boolean
	id: string
	password: string
	tokenKey: string
	updated: IsoAutoDateString
	verified?: boolean
}

export const AccountEventsActionOptions = {
	"created": "created",
	"disabled": "disabled",
	"enabled": "enabled",
	"role": "role",
	"renamed": "renamed",
	"email": "email",
} as const
export type AccountEventsActionOptions = typeof AccountEventsActionOptions[keyof typeof AccountEventsActionOptions]

export const AccountEventsActorKindOptions = {
	"staff": "staff",
	"superuser": "superuser",
	"site": "site",
	"guest": "guest",
	"system": "system",
} as const
export type AccountEventsActorKindOptions = typeof AccountEventsActorKindOptions[keyof typeof AccountEventsActorKindOptions]
export type AccountEventsRecord = {
	account: RecordIdString
	action: AccountEventsActionOptions
	actor?: RecordIdString
	actor_kind: AccountEventsActorKindOptions
	actor_label?: string
	client?: string
	created: IsoAutoDateString
	detail?: string
	id: string
	updated: IsoAutoDateString
}

export const BookingRequestsStatusOptions = {
	"new": "new",
	"confirmed": "confirmed",
	"declined": "declined",
	"cancelled": "cancelled",
	"arrived": "arrived",
	"no_show": "no_show",
} as const
export type BookingRequestsStatusOptions = typeof BookingRequestsStatusOptions[keyof typeof BookingRequestsStatusOptions]

export const BookingRequestsLocaleOptions = {
	"ar": "ar",
	"en": "en",
} as const
export type BookingRequestsLocaleOptions = typeof BookingRequestsLocaleOptions[keyof typeof BookingRequestsLocaleOptions]

export const BookingRequestsCurrencyOptions = {
	"IQD": "IQD",
	"USD": "USD",
} as const
export type BookingRequestsCurrencyOptions = typeof BookingRequestsCurrencyOptions[keyof typeof BookingRequestsCurrencyOptions]

export const BookingRequestsSourceOptions = {
	"website": "website",
	"phone": "phone",
	"whatsapp": "whatsapp",
	"walk_in": "walk_in",
	"email": "email",
} as const
export type BookingRequestsSourceOptions = typeof BookingRequestsSourceOptions[keyof typeof BookingRequestsSourceOptions]
export type BookingRequestsRecord<Textras = unknown, Tprice_breakdown = unknown, Troom_lines = unknown> = {
	breakfast?: boolean
	check_in: IsoDateString
	check_out: IsoDateString
	created: IsoAutoDateString
	currency: BookingRequestsCurrencyOptions
	decided_at?: IsoDateString
	decided_by?: string
	decline_reason_ar?: string
	decline_reason_en?: string
	email?: string
	extras?: null | Textras
	first_name: string
	guest_token_hash?: string
	guest_token_sealed?: string
	guests: number
	id: string
	idempotency_key?: string
	last_name: string
	locale: BookingRequestsLocaleOptions
	nights: number
	offer?: RecordIdString
	phone: string
	price_breakdown?: null | Tprice_breakdown
	reference: string
	released_from?: IsoDateString
	room_lines?: null | Troom_lines
	room_type: RecordIdString
	rooms: number
	search_name?: string
	search_phone?: string
	source?: BookingRequestsSourceOptions
	staff_notes?: string
	status: BookingRequestsStatusOptions
	total_price: number
	updated: IsoAutoDateString
}

export type CateringRecord = {
	body_ar?: HTMLString
	body_en?: HTMLString
	capacity?: number
	created: IsoAutoDateString
	founded_year?: number
	id: string
	image_alt_ar?: string
	image_alt_en?: string
	images?: FileNameString[]
	published?: boolean
	slug: string
	sort_order?: number
	summary_ar?: string
	summary_en?: string
	title_ar: string
	title_en: string
	updated: IsoAutoDateString
}

export type ClosuresRecord = {
	created: IsoAutoDateString
	first_night: IsoDateString
	id: string
	last_night: IsoDateString
	overlaps?: string
	published?: boolean
	reason_ar: string
	reason_en: string
	room_type?: RecordIdString
	updated: IsoAutoDateString
}

export const ContactMessagesLocaleOptions = {
	"ar": "ar",
	"en": "en",
} as const
export type ContactMessagesLocaleOptions = typeof ContactMessagesLocaleOptions[keyof typeof ContactMessagesLocaleOptions]

export const ContactMessagesStatusOptions = {
	"new": "new",
	"handled": "handled",
} as const
export type ContactMessagesStatusOptions = typeof ContactMessagesStatusOptions[keyof typeof ContactMessagesStatusOptions]
export type ContactMessagesRecord = {
	created: IsoAutoDateString
	email?: string
	id: string
	idempotency_key?: string
	locale: ContactMessagesLocaleOptions
	message: string
	name: string
	phone?: string
	status: ContactMessagesStatusOptions
	updated: IsoAutoDateString
}

export type DeskCatalogRecord<Tkind = unknown, Tname_ar = unknown, Tname_en = unknown, Troom_count = unknown, Tsort_order = unknown> = {
	id: string
	kind?: null | Tkind
	name_ar?: null | Tname_ar
	name_en?: null | Tname_en
	room_count?: null | Troom_count
	sort_order?: null | Tsort_order
}

export const DeskExportStatusOptions = {
	"new": "new",
	"confirmed": "confirmed",
	"declined": "declined",
	"cancelled": "cancelled",
	"arrived": "arrived",
	"no_show": "no_show",
} as const
export type DeskExportStatusOptions = typeof DeskExportStatusOptions[keyof typeof DeskExportStatusOptions]

export const DeskExportLocaleOptions = {
	"ar": "ar",
	"en": "en",
} as const
export type DeskExportLocaleOptions = typeof DeskExportLocaleOptions[keyof typeof DeskExportLocaleOptions]

export const DeskExportSourceOptions = {
	"website": "website",
	"phone": "phone",
	"whatsapp": "whatsapp",
	"walk_in": "walk_in",
	"email": "email",
} as const
export type DeskExportSourceOptions = typeof DeskExportSourceOptions[keyof typeof DeskExportSourceOptions]

export const DeskExportCurrencyOptions = {
	"IQD": "IQD",
	"USD": "USD",
} as const
export type DeskExportCurrencyOptions = typeof DeskExportCurrencyOptions[keyof typeof DeskExportCurrencyOptions]
export type DeskExportRecord<Tpaid = unknown, Troom_lines = unknown> = {
	check_in: IsoDateString
	check_out: IsoDateString
	created: IsoAutoDateString
	currency: DeskExportCurrencyOptions
	email?: string
	first_name: string
	guests: number
	id: string
	last_name: string
	locale: DeskExportLocaleOptions
	nights: number
	paid?: null | Tpaid
	phone: string
	reference: string
	room_lines?: null | Troom_lines
	room_type: RecordIdString
	rooms: number
	source?: DeskExportSourceOptions
	status: DeskExportStatusOptions
	total_price: number
}

export const ExtrasPricingOptions = {
	"per_stay": "per_stay",
	"per_night": "per_night",
	"per_guest": "per_guest",
} as const
export type ExtrasPricingOptions = typeof ExtrasPricingOptions[keyof typeof ExtrasPricingOptions]
export type ExtrasRecord = {
	created: IsoAutoDateString
	id: string
	name_ar: string
	name_en: string
	price?: number
	pricing: ExtrasPricingOptions
	published?: boolean
	slug: string
	sort_order?: number
	updated: IsoAutoDateString
}

export const FacilitiesRouteOptions = {
	"gym": "gym",
	"lobby": "lobby",
	"meeting-room": "meeting-room",
	"restaurant": "restaurant",
	"sauna": "sauna",
	"services": "services",
} as const
export type FacilitiesRouteOptions = typeof FacilitiesRouteOptions[keyof typeof FacilitiesRouteOptions]
export type FacilitiesRecord = {
	body_ar?: HTMLString
	body_en?: HTMLString
	capacity?: number
	created: IsoAutoDateString
	extra_fee?: boolean
	floor?: number
	hours_ar?: string
	hours_en?: string
	id: string
	image_alt_ar?: string
	image_alt_en?: string
	images?: FileNameString[]
	name_ar: string
	name_en: string
	published?: boolean
	route?: FacilitiesRouteOptions
	screen_inches?: number
	slug: string
	sort_order?: number
	summary_ar?: string
	summary_en?: string
	updated: IsoAutoDateString
}

export type OffersRecord = {
	body_ar?: HTMLString
	body_en?: HTMLString
	created: IsoAutoDateString
	discount_night?: number
	discount_percent?: number
	id: string
	image?: FileNameString
	image_alt_ar?: string
	image_alt_en?: string
	includes_ar?: string
	includes_en?: string
	min_nights?: number
	published?: boolean
	room_type?: RecordIdString
	slug: string
	sort_order?: number
	summary_ar?: string
	summary_en?: string
	terms_ar?: HTMLString
	terms_en?: HTMLString
	title_ar: string
	title_en: string
	updated: IsoAutoDateString
	valid_from?: IsoDateString
	valid_through?: IsoDateString
}

export const OutboxStatusOptions = {
	"queued": "queued",
	"sent": "sent",
	"failed": "failed",
} as const
export type OutboxStatusOptions = typeof OutboxStatusOptions[keyof typeof OutboxStatusOptions]

export const OutboxKindOptions = {
	"staff_new_request": "staff_new_request",
	"staff_new_contact": "staff_new_contact",
	"staff_guest_cancelled": "staff_guest_cancelled",
	"guest_received": "guest_received",
	"guest_confirmed": "guest_confirmed",
	"guest_declined": "guest_declined",
	"guest_cancelled": "guest_cancelled",
	"guest_changed": "guest_changed",
	"guest_reminder": "guest_reminder",
} as const
export type OutboxKindOptions = typeof OutboxKindOptions[keyof typeof OutboxKindOptions]

export const OutboxLocaleOptions = {
	"ar": "ar",
	"en": "en",
} as const
export type OutboxLocaleOptions = typeof OutboxLocaleOptions[keyof typeof OutboxLocaleOptions]
export type OutboxRecord = {
	attempts?: number
	booking_request?: RecordIdString
	contact_message?: RecordIdString
	created: IsoAutoDateString
	html?: string
	id: string
	kind: OutboxKindOptions
	last_error?: string
	link_fallback?: string
	link_sealed?: string
	locale?: OutboxLocaleOptions
	message_id?: string
	next_attempt_at?: IsoDateString
	queued_at?: IsoDateString
	sent_at?: IsoDateString
	status: OutboxStatusOptions
	subject: string
	text?: string
	to: string
	updated: IsoAutoDateString
}

export type PagesRecord = {
	body_ar?: HTMLString
	body_en?: HTMLString
	created: IsoAutoDateString
	id: string
	image?: FileNameString
	image_alt_ar?: string
	image_alt_en?: string
	published?: boolean
	slug: string
	summary_ar?: string
	summary_en?: string
	title_ar: string
	title_en: string
	updated: IsoAutoDateString
}

export type PaymentTotalsRecord<Tpaid = unknown> = {
	id: string
	lines?: number
	paid?: null | Tpaid
}

export const PaymentsKindOptions = {
	"payment": "payment",
	"refund": "refund",
} as const
export type PaymentsKindOptions = typeof PaymentsKindOptions[keyof typeof PaymentsKindOptions]

export const PaymentsCurrencyOptions = {
	"IQD": "IQD",
	"USD": "USD",
} as const
export type PaymentsCurrencyOptions = typeof PaymentsCurrencyOptions[keyof typeof PaymentsCurrencyOptions]

export const PaymentsMethodOptions = {
	"cash": "cash",
	"card": "card",
	"zaincash": "zaincash",
	"qi_card": "qi_card",
	"bank_transfer": "bank_transfer",
} as const
export type PaymentsMethodOptions = typeof PaymentsMethodOptions[keyof typeof PaymentsMethodOptions]

export const PaymentsActorKindOptions = {
	"staff": "staff",
	"superuser": "superuser",
	"site": "site",
	"guest": "guest",
	"system": "system",
} as const
export type PaymentsActorKindOptions = typeof PaymentsActorKindOptions[keyof typeof PaymentsActorKindOptions]
export type PaymentsRecord = {
	actor?: RecordIdString
	actor_kind?: PaymentsActorKindOptions
	actor_label?: string
	amount: number
	client?: string
	counted?: number
	created: IsoAutoDateString
	currency: PaymentsCurrencyOptions
	id: string
	kind: PaymentsKindOptions
	method: PaymentsMethodOptions
	note?: string
	request: RecordIdString
	updated: IsoAutoDateString
	usd_rate?: number
}

export const RequestEventsActionOptions = {
	"created": "created",
	"edited": "edited",
	"new": "new",
	"confirmed": "confirmed",
	"declined": "declined",
	"cancelled": "cancelled",
	"arrived": "arrived",
	"no_show": "no_show",
	"payment": "payment",
	"refund": "refund",
} as const
export type RequestEventsActionOptions = typeof RequestEventsActionOptions[keyof typeof RequestEventsActionOptions]

export const RequestEventsActorKindOptions = {
	"staff": "staff",
	"superuser": "superuser",
	"site": "site",
	"guest": "guest",
	"system": "system",
} as const
export type RequestEventsActorKindOptions = typeof RequestEventsActorKindOptions[keyof typeof RequestEventsActorKindOptions]

export const RequestEventsViaOptions = {
	"desk": "desk",
	"admin": "admin",
	"website": "website",
	"guest_page": "guest_page",
	"system": "system",
} as const
export type RequestEventsViaOptions = typeof RequestEventsViaOptions[keyof typeof RequestEventsViaOptions]
export type RequestEventsRecord<Tfields = unknown> = {
	action: RequestEventsActionOptions
	actor?: RecordIdString
	actor_kind: RequestEventsActorKindOptions
	actor_label?: string
	client?: string
	created: IsoAutoDateString
	fields?: null | Tfields
	from_status?: string
	id: string
	note?: string
	payment?: RecordIdString
	request: RecordIdString
	to_status?: string
	updated: IsoAutoDateString
	via: RequestEventsViaOptions
}

export const RoomTypesCategoryOptions = {
	"standard": "standard",
	"deluxe": "deluxe",
	"superior": "superior",
	"executive_suite": "executive_suite",
} as const
export type RoomTypesCategoryOptions = typeof RoomTypesCategoryOptions[keyof typeof RoomTypesCategoryOptions]
export type RoomTypesRecord = {
	adults: number
	area_m2: number
	bathroom_ar: string
	bathroom_en: string
	beds_ar: string
	beds_en: string
	category: RoomTypesCategoryOptions
	children?: number
	created: IsoAutoDateString
	description_ar?: HTMLString
	description_en?: HTMLString
	id: string
	image_alt_ar?: string
	image_alt_en?: string
	images?: FileNameString[]
	name_ar: string
	name_en: string
	price_per_night: number
	published?: boolean
	room_count?: number
	slug: string
	sort_order?: number
	summary_ar?: string
	summary_en?: string
	updated: IsoAutoDateString
}

export type SeasonalRatesRecord = {
	created: IsoAutoDateString
	first_night: IsoDateString
	id: string
	last_night: IsoDateString
	min_stay?: number
	name_ar: string
	name_en: string
	nightly_price?: number
	overlaps?: string
	percent_change?: number
	priority?: number
	published?: boolean
	room_type?: RecordIdString
	updated: IsoAutoDateString
}

export type ServicesRecord = {
	email: string
	emailVisibility?: boolean
	id: string
	password: string
	tokenKey: string
	verified?: boolean
}

export const SettingsReservationStateOptions = {
	"open": "open",
	"phone_only": "phone_only",
	"closed": "closed",
} as const
export type SettingsReservationStateOptions = typeof SettingsReservationStateOptions[keyof typeof SettingsReservationStateOptions]

export const SettingsCurrencyOptions = {
	"IQD": "IQD",
	"USD": "USD",
} as const
export type SettingsCurrencyOptions = typeof SettingsCurrencyOptions[keyof typeof SettingsCurrencyOptions]

export const SettingsReminderTimeOptions = {
	"off": "off",
	"00:00": "00:00",
	"01:00": "01:00",
	"02:00": "02:00",
	"03:00": "03:00",
	"04:00": "04:00",
	"05:00": "05:00",
	"06:00": "06:00",
	"07:00": "07:00",
	"08:00": "08:00",
	"09:00": "09:00",
	"10:00": "10:00",
	"11:00": "11:00",
	"12:00": "12:00",
	"13:00": "13:00",
	"14:00": "14:00",
	"15:00": "15:00",
	"16:00": "16:00",
	"17:00": "17:00",
	"18:00": "18:00",
	"19:00": "19:00",
	"20:00": "20:00",
	"21:00": "21:00",
	"22:00": "22:00",
	"23:00": "23:00",
} as const
export type SettingsReminderTimeOptions = typeof SettingsReminderTimeOptions[keyof typeof SettingsReminderTimeOptions]
export type SettingsRecord = {
	address_ar: string
	address_en: string
	airport_distance_km?: number
	blurb_ar?: string
	blurb_en?: string
	breakfast_cost?: number
	check_in_time?: string
	check_out_time?: string
	company_profile?: FileNameString
	created: IsoAutoDateString
	currency: SettingsCurrencyOptions
	email: string
	facebook_url?: string
	hijri_shift?: number
	hotel_name_ar: string
	hotel_name_en: string
	id: string
	instagram_url?: string
	keep_photo_originals?: boolean
	map_lat: number
	map_lng: number
	map_zoom?: number
	phone: string
	reminder_time?: SettingsReminderTimeOptions
	reservation_state: SettingsReservationStateOptions
	rooms_left_threshold?: number
	star_rating?: number
	tagline_ar?: string
	tagline_en?: string
	updated: IsoAutoDateString
	usd_rate?: number
	usd_rate_set_on?: IsoDateString
	whatsapp?: string
	x_url?: string
}

export const StaffRoleOptions = {
	"reservations": "reservations",
	"manager": "manager",
} as const
export type StaffRoleOptions = typeof StaffRoleOptions[keyof typeof StaffRoleOptions]
export type StaffRecord = {
	active?: boolean
	created: IsoAutoDateString
	email: string
	emailVisibility?: boolean
	id: string
	name: string
	password: string
	role: StaffRoleOptions
	tokenKey: string
	updated: IsoAutoDateString
	verified?: boolean
}

export type StayRulesRecord<Tfirst_night = unknown, Tkind = unknown, Tlast_night = unknown, Tmin_stay = unknown, Tname_ar = unknown, Tname_en = unknown, Tnightly_price = unknown, Tpercent_change = unknown, Tpriority = unknown, Tpublished = unknown, Treason_ar = unknown, Treason_en = unknown, Troom_type = unknown> = {
	first_night?: null | Tfirst_night
	id: string
	kind?: null | Tkind
	last_night?: null | Tlast_night
	min_stay?: null | Tmin_stay
	name_ar?: null | Tname_ar
	name_en?: null | Tname_en
	nightly_price?: null | Tnightly_price
	percent_change?: null | Tpercent_change
	priority?: null | Tpriority
	published?: null | Tpublished
	reason_ar?: null | Treason_ar
	reason_en?: null | Treason_en
	room_type?: null | Troom_type
}

export type TourScenesRecord = {
	created: IsoAutoDateString
	description_ar?: string
	description_en?: string
	id: string
	initial_yaw?: number
	panorama?: FileNameString
	published?: boolean
	slug: string
	sort_order?: number
	title_ar: string
	title_en: string
	updated: IsoAutoDateString
}

export type UiTextsRecord = {
	created: IsoAutoDateString
	id: string
	key: string
	updated: IsoAutoDateString
	value_ar?: string
	value_en?: string
}

export type UsersRecord = {
	avatar?: FileNameString
	created: IsoAutoDateString
	email: string
	emailVisibility?: boolean
	id: string
	name?: string
	password: string
	tokenKey: string
	updated: IsoAutoDateString
	verified?: boolean
}

// Response types include system fields and match responses from the PocketBase API
export type AuthoriginsResponse<Texpand = unknown> = Required<AuthoriginsRecord> & BaseSystemFields<Texpand>
export type ExternalauthsResponse<Texpand = unknown> = Required<ExternalauthsRecord> & BaseSystemFields<Texpand>
export type MfasResponse<Texpand = unknown> = Required<MfasRecord> & BaseSystemFields<Texpand>
export type OtpsResponse<Texpand = unknown> = Required<OtpsRecord> & BaseSystemFields<Texpand>
export type SuperusersResponse<Texpand = unknown> = Required<SuperusersRecord> & AuthSystemFields<Texpand>
export type AccountEventsResponse<Texpand = unknown> = Required<AccountEventsRecord> & BaseSystemFields<Texpand>
export type BookingRequestsResponse<Textras = unknown, Tprice_breakdown = unknown, Troom_lines = unknown, Texpand = unknown> = Required<BookingRequestsRecord<Textras, Tprice_breakdown, Troom_lines>> & BaseSystemFields<Texpand>
export type CateringResponse<Texpand = unknown> = Required<CateringRecord> & BaseSystemFields<Texpand>
export type ClosuresResponse<Texpand = unknown> = Required<ClosuresRecord> & BaseSystemFields<Texpand>
export type ContactMessagesResponse<Texpand = unknown> = Required<ContactMessagesRecord> & BaseSystemFields<Texpand>
export type DeskCatalogResponse<Tkind = unknown, Tname_ar = unknown, Tname_en = unknown, Troom_count = unknown, Tsort_order = unknown, Texpand = unknown> = Required<DeskCatalogRecord<Tkind, Tname_ar, Tname_en, Troom_count, Tsort_order>> & BaseSystemFields<Texpand>
export type DeskExportResponse<Tpaid = unknown, Troom_lines = unknown, Texpand = unknown> = Required<DeskExportRecord<Tpaid, Troom_lines>> & BaseSystemFields<Texpand>
export type ExtrasResponse<Texpand = unknown> = Required<ExtrasRecord> & BaseSystemFields<Texpand>
export type FacilitiesResponse<Texpand = unknown> = Required<FacilitiesRecord> & BaseSystemFields<Texpand>
export type OffersResponse<Texpand = unknown> = Required<OffersRecord> & BaseSystemFields<Texpand>
export type OutboxResponse<Texpand = unknown> = Required<OutboxRecord> & BaseSystemFields<Texpand>
export type PagesResponse<Texpand = unknown> = Required<PagesRecord> & BaseSystemFields<Texpand>
export type PaymentTotalsResponse<Tpaid = unknown, Texpand = unknown> = Required<PaymentTotalsRecord<Tpaid>> & BaseSystemFields<Texpand>
export type PaymentsResponse<Texpand = unknown> = Required<PaymentsRecord> & BaseSystemFields<Texpand>
export type RequestEventsResponse<Tfields = unknown, Texpand = unknown> = Required<RequestEventsRecord<Tfields>> & BaseSystemFields<Texpand>
export type RoomTypesResponse<Texpand = unknown> = Required<RoomTypesRecord> & BaseSystemFields<Texpand>
export type SeasonalRatesResponse<Texpand = unknown> = Required<SeasonalRatesRecord> & BaseSystemFields<Texpand>
export type ServicesResponse<Texpand = unknown> = Required<ServicesRecord> & AuthSystemFields<Texpand>
export type SettingsResponse<Texpand = unknown> = Required<SettingsRecord> & BaseSystemFields<Texpand>
export type StaffResponse<Texpand = unknown> = Required<StaffRecord> & AuthSystemFields<Texpand>
export type StayRulesResponse<Tfirst_night = unknown, Tkind = unknown, Tlast_night = unknown, Tmin_stay = unknown, Tname_ar = unknown, Tname_en = unknown, Tnightly_price = unknown, Tpercent_change = unknown, Tpriority = unknown, Tpublished = unknown, Treason_ar = unknown, Treason_en = unknown, Troom_type = unknown, Texpand = unknown> = Required<StayRulesRecord<Tfirst_night, Tkind, Tlast_night, Tmin_stay, Tname_ar, Tname_en, Tnightly_price, Tpercent_change, Tpriority, Tpublished, Treason_ar, Treason_en, Troom_type>> & BaseSystemFields<Texpand>
export type TourScenesResponse<Texpand = unknown> = Required<TourScenesRecord> & BaseSystemFields<Texpand>
export type UiTextsResponse<Texpand = unknown> = Required<UiTextsRecord> & BaseSystemFields<Texpand>
export type UsersResponse<Texpand = unknown> = Required<UsersRecord> & AuthSystemFields<Texpand>

// Types containing all Records and Responses, useful for creating typing helper functions

export type CollectionRecords = {
	_authOrigins: AuthoriginsRecord
	_externalAuths: ExternalauthsRecord
	_mfas: MfasRecord
	_otps: OtpsRecord
	_superusers: SuperusersRecord
	account_events: AccountEventsRecord
	booking_requests: BookingRequestsRecord
	catering: CateringRecord
	closures: ClosuresRecord
	contact_messages: ContactMessagesRecord
	desk_catalog: DeskCatalogRecord
	desk_export: DeskExportRecord
	extras: ExtrasRecord
	facilities: FacilitiesRecord
	offers: OffersRecord
	outbox: OutboxRecord
	pages: PagesRecord
	payment_totals: PaymentTotalsRecord
	payments: PaymentsRecord
	request_events: RequestEventsRecord
	room_types: RoomTypesRecord
	seasonal_rates: SeasonalRatesRecord
	services: ServicesRecord
	settings: SettingsRecord
	staff: StaffRecord
	stay_rules: StayRulesRecord
	tour_scenes: TourScenesRecord
	ui_texts: UiTextsRecord
	users: UsersRecord
}

export type CollectionResponses = {
	_authOrigins: AuthoriginsResponse
	_externalAuths: ExternalauthsResponse
	_mfas: MfasResponse
	_otps: OtpsResponse
	_superusers: SuperusersResponse
	account_events: AccountEventsResponse
	booking_requests: BookingRequestsResponse
	catering: CateringResponse
	closures: ClosuresResponse
	contact_messages: ContactMessagesResponse
	desk_catalog: DeskCatalogResponse
	desk_export: DeskExportResponse
	extras: ExtrasResponse
	facilities: FacilitiesResponse
	offers: OffersResponse
	outbox: OutboxResponse
	pages: PagesResponse
	payment_totals: PaymentTotalsResponse
	payments: PaymentsResponse
	request_events: RequestEventsResponse
	room_types: RoomTypesResponse
	seasonal_rates: SeasonalRatesResponse
	services: ServicesResponse
	settings: SettingsResponse
	staff: StaffResponse
	stay_rules: StayRulesResponse
	tour_scenes: TourScenesResponse
	ui_texts: UiTextsResponse
	users: UsersResponse
}

// Utility types for create/update operations

type ProcessCreateAndUpdateFields<T> = Omit<{
	// Omit AutoDate fields
	[K in keyof T as Extract<T[K], IsoAutoDateString> extends never ? K : never]: 
		// Convert FileNameString to File
		T[K] extends infer U ? 
			U extends (FileNameString | FileNameString[]) ? 
				U extends any[] ? File[] : File 
			: U
		: never
}, 'id'>

// Create type for Auth collections
export type CreateAuth<T> = {
	id?: RecordIdString
	email: string
	emailVisibility?: boolean
	password: string
	passwordConfirm: string
	verified?: boolean
} & ProcessCreateAndUpdateFields<T>

// Create type for Base collections
export type CreateBase<T> = {
	id?: RecordIdString
} & ProcessCreateAndUpdateFields<T>

// Update type for Auth collections
export type UpdateAuth<T> = Partial<
	Omit<ProcessCreateAndUpdateFields<T>, keyof AuthSystemFields>
> & {
	email?: string
	emailVisibility?: boolean
	oldPassword?: string
	password?: string
	passwordConfirm?: string
	verified?: boolean
}

// Update type for Base collections
export type UpdateBase<T> = Partial<
	Omit<ProcessCreateAndUpdateFields<T>, keyof BaseSystemFields>
>

// Get the correct create type for any collection
export type Create<T extends keyof CollectionResponses> =
	CollectionResponses[T] extends AuthSystemFields
		? CreateAuth<CollectionRecords[T]>
		: CreateBase<CollectionRecords[T]>

// Get the correct update type for any collection
export type Update<T extends keyof CollectionResponses> =
	CollectionResponses[T] extends AuthSystemFields
		? UpdateAuth<CollectionRecords[T]>
		: UpdateBase<CollectionRecords[T]>

// Type for usage with type asserted PocketBase instance
// https://github.com/pocketbase/js-sdk#specify-typescript-definitions

export type TypedPocketBase = {
	collection<T extends keyof CollectionResponses>(
		idOrName: T
	): RecordService<CollectionResponses[T]>
} & PocketBase
