export interface BlogPost {
  id: string
  question: string
  tags: string[]
  answer: string[]
}

// Questions our trade desk hears most from buyers, answered the way the shop works.
export const BLOG_POSTS: BlogPost[] = [
  {
    id: 'volume-prices',
    question: 'How do volume prices work?',
    tags: ['Pricing'],
    answer: [
      'Many products have price breaks: a lower price per piece from a quantity up, shown in the table on the product page. Your cart always uses the break your quantity reaches, and tells you how many more pieces reach the next one.',
      'The price is worked out by our server when you check out, from the price list of that day, so the total you see is the total you pay. Companies with agreed contract prices pay the lower of the contract price and the volume price.',
    ],
  },
  {
    id: 'invoice-terms',
    question: 'Can my company pay by invoice instead of by card?',
    tags: ['Payment', 'Accounts'],
    answer: [
      'Yes, once we have agreed terms with you. Ask through the contact form; when your account has invoice terms, checkout offers "Pay by invoice" beside the card. The order is confirmed at once, and the invoice is due the agreed number of days later.',
      'Each invoice says where to pay and which invoice number to quote with the transfer. Add your purchase-order number at checkout and it is printed on the invoice, so your accounts team can match it.',
    ],
  },
  {
    id: 'minimum-order',
    question: 'Why does each product have its own minimum order?',
    tags: ['Ordering'],
    answer: [
      'We buy and ship by the carton, and a carton holds a different number of pieces for an SSD than for a 27-inch monitor. The minimum order quantity (MOQ) on each product page is the smallest quantity we can pack and ship economically for that line.',
      'Your cart marks a line that is below its minimum and won’t check out until it is fixed, so nothing is held up at the warehouse.',
    ],
  },
  {
    id: 'part-numbers',
    question: 'I have a list of part numbers. What is the fastest way to order?',
    tags: ['Ordering'],
    answer: [
      'Use Quick order: paste lines of part number and quantity, straight from a spreadsheet. You see every line with its price and stock before anything goes into the cart, and lines that need attention are named with the reason.',
      'Past orders can be repeated from My Orders with one click; the cart then shows anything whose price or stock changed since.',
    ],
  },
  {
    id: 'quotes',
    question: 'When should I ask for a quote instead of ordering?',
    tags: ['Quotes', 'Pricing'],
    answer: [
      'For large quantities, project pricing or a delivery date you need us to commit to. Request a quote from the cart or the product page; our trade desk answers with a price per line and how long the offer stands.',
      'Accept the offer and it becomes an order at the quoted prices, paid by card or on your invoice terms like any other.',
    ],
  },
]
