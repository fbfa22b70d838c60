package adjudication

// For other reports in the audit report's style (mcperr probe's page).

// BitsChart draws the actionability-bits chart of the audit report: per bit, one bar per view,
// as an inline SVG.
func BitsChart(views []BitView) string { return bitsChart(views) }

// PageStyle is the audit report page's inline style sheet.
func PageStyle() string { return pageStyle }
