// Company accounts, as the server speaks them (re-exported by types.ts): several buyers of one
// business, each with a role and a spending limit, sharing details, terms and contract prices.
import type { components } from './api.gen'

type Schemas = components['schemas']

/** admin (manages the company, approves, sees every order), approver (approves, sees every order), buyer (own orders). */
export type CompanyRole = Schemas['CompanyRole']
/** A company account; myRole is the caller's role in it (absent for the shop's admins). */
export type CompanyAccount = Schemas['CompanyAccount']
export type CompanyMember = Schemas['CompanyMember']
export type Invitation = Schemas['Invitation']
export type InvitationInput = Schemas['InvitationRequest']
export type CompanyPatch = Schemas['CompanyPatchRequest']
export type MemberPatch = Schemas['MemberPatchRequest']
/** A unit price agreed with one company for one product. */
export type ContractPrice = Schemas['ContractPrice']
export type ContractPriceLine = Schemas['ContractPriceLine']
