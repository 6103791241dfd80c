import Foundation

/// How numbers and dates appear on the screens: grouped digits, compact counts, ISO dates, 24-hour clock times.
///
/// Formatted by hand: Foundation's formatters depend on the locale and are slow on Linux.
enum DisplayFormat {
    /// `1,234,567`.
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var output = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 {
                output.append(",")
            }
            output.append(digit)
        }
        return value < 0 ? "-" + output : output
    }

    /// `999,999` in full, then `1.2M`, `12M`: at most seven columns for any count GitHub reports.
    static func compact(_ value: Int) -> String {
        guard value >= 1_000_000 else { return grouped(value) }
        let millions = Double(value) / 1_000_000
        if millions >= 10 {
            return "\(Int(millions.rounded(.down)))M"
        }
        let tenths = Int((millions * 10).rounded(.down))
        return "\(tenths / 10).\(tenths % 10)M"
    }

    /// `2024-03-05` in UTC.
    static func date(_ date: Date) -> String {
        let parts = utcCalendar.dateComponents([.year, .month, .day], from: date)
        return "\(parts.year ?? 0)-\(twoDigits(parts.month ?? 0))-\(twoDigits(parts.day ?? 0))"
    }

    /// `14:05` in `timeZone`.
    static func clockTime(_ date: Date, timeZone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents([.hour, .minute], from: date)
        return "\(twoDigits(parts.hour ?? 0)):\(twoDigits(parts.minute ?? 0))"
    }

    /// `42.5%` with one decimal, `<0.1%` for a sliver.
    static func percentage(_ fraction: Double) -> String {
        let tenths = Int((fraction * 1000).rounded())
        guard tenths > 0 || fraction <= 0 else { return "<0.1%" }
        return "\(tenths / 10).\(tenths % 10)%"
    }

    private static let utcCalendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        return calendar
    }()

    private static func twoDigits(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }
}
