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

    /// How long before `now` `date` was, as the GitHub CLI words it on a terminal: `less than a minute ago`, then
    /// `about 1 minute ago`, `about 3 hours ago`, `about 2 days ago`, `about 4 months ago` (30-day months), `about
    /// 2 years ago` (365-day years), each rounded down.
    static func timeAgo(_ date: Date, now: Date) -> String {
        let seconds = now.timeIntervalSince(date)
        let minutes = Int(seconds / 60)
        let hours = Int(seconds / 3600)
        let days = hours / 24
        func about(_ count: Int, _ unit: String) -> String {
            "about \(count) \(unit)\(count == 1 ? "" : "s") ago"
        }
        if seconds < 60 { return "less than a minute ago" }
        if minutes < 60 { return about(minutes, "minute") }
        if hours < 24 { return about(hours, "hour") }
        if days < 30 { return about(days, "day") }
        if days < 365 { return about(days / 30, "month") }
        return about(days / 365, "year")
    }

    /// How long before `now` `date` was, as the GitHub CLI words it in a comment's header: `5m` and `3h` within a day,
    /// `2d` within thirty days, then the day itself, `Jan  1, 2020` (the day padded to two columns), in UTC.
    static func shortTimeAgo(_ date: Date, now: Date) -> String {
        let seconds = now.timeIntervalSince(date)
        if seconds < 3600 { return "\(Int(seconds / 60))m" }
        if seconds < 86_400 { return "\(Int(seconds / 3600))h" }
        if seconds < 30 * 86_400 { return "\(Int(seconds / 3600) / 24)d" }
        let parts = utcCalendar.dateComponents([.year, .month, .day], from: date)
        let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        let month = months[max(0, min(11, (parts.month ?? 1) - 1))]
        let day = parts.day ?? 0
        return "\(month) \(day < 10 ? " " : "")\(day), \(parts.year ?? 0)"
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
