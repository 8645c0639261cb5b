export const TEAM = [
  {
    role: 'Purchasing',
    initials: 'PU',
    text: 'Buys from the manufacturers and their distributors, keeps the catalogue to parts that move, and negotiates the volume breaks we pass on.',
  },
  {
    role: 'Warehouse',
    initials: 'WH',
    text: 'Receives, counts and packs every order on labelled pallets, and keeps the stock on the website the same as the stock on the floor.',
  },
  {
    role: 'Trade desk',
    initials: 'TD',
    text: 'Answers quotes and questions, sets up invoice terms for companies, and follows an order from checkout to delivery.',
  },
  {
    role: 'Returns and support',
    initials: 'RS',
    text: 'Handles damaged cartons, faulty parts and warranty claims with the manufacturers, so buyers deal with one place.',
  },
] as const

export const STOCKED = [
  { name: 'Storage', use: 'NVMe and SATA SSDs, hard drives for servers and NAS' },
  { name: 'Memory', use: 'desktop, laptop and registered ECC server modules' },
  { name: 'Processors', use: 'desktop and server CPUs, boxed and tray' },
  { name: 'Graphics', use: 'workstation and gaming graphics cards' },
  { name: 'Power', use: 'ATX power supplies from 550 W up' },
  { name: 'Displays', use: 'office and design monitors, 24 to 34 inches' },
  { name: 'Networking', use: 'managed and unmanaged switches, 8 to 48 ports' },
] as const

export const PROJECTS = [
  {
    name: 'Data-centre storage refresh',
    text: 'Supplied 1,200 enterprise SSDs in three deliveries timed to the customer’s maintenance windows, each pallet labelled by rack.',
    facts: ['1,200 SSDs', '3 deliveries', 'Quoted price'],
  },
  {
    name: 'School laptop upgrade',
    text: 'Memory and SSD upgrades for 800 laptops across a school district, packed per school and invoiced on 30-day terms.',
    facts: ['800 laptops', 'Packed per site', 'Invoice terms'],
  },
  {
    name: 'System builder’s monthly restock',
    text: 'A standing order of CPUs, power supplies and graphics cards, repeated each month from the order history with contract prices.',
    facts: ['Repeat order', 'Contract prices', 'Next-day dispatch'],
  },
] as const
