interface TruncateProps {
  text: string
  className?: string
  /** render as code (ids, transaction numbers) */
  code?: boolean
}

/** One line that ends in an ellipsis when it doesn't fit; the whole text is in the tooltip. */
export function Truncate({ text, className = '', code = false }: TruncateProps) {
  const Tag = code ? 'code' : 'span'
  return (
    <Tag className={`truncate ${className}`.trim()} title={text}>
      {text}
    </Tag>
  )
}
