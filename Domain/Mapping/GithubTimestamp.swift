import Foundation

/// Parses GitHub's ISO-8601 timestamps (`2013-01-05T17:58:47Z`) by hand.
///
/// `ISO8601DateFormatter` costs tens of microseconds per date on Linux; a search page holds hundreds of
/// dates. This accepts `YYYY-MM-DDTHH:MM:SS`, optional fractional seconds, and `Z` or a `±HH:MM` offset.
public enum GithubTimestamp {
    /// The moment `text` names, or `nil` when it is not a valid timestamp.
    public static func date(from text: String) -> Date? {
        parse(ArraySlice(text.utf8))
    }

    /// Formats `date` the way GitHub does (`2013-01-05T17:58:47Z`, UTC, whole seconds).
    ///
    /// Dates outside the years 0000...9999 (which the format cannot hold) are clamped to that range.
    public static func string(from date: Date) -> String {
        let interval = date.timeIntervalSince1970
        let clamped = interval.isNaN ? 0 : min(max(interval.rounded(.down), earliestSecond), latestSecond)
        let seconds = Int(clamped)
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        let (year, month, day) = civilDate(fromDays: days)
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))T\(pad(secondOfDay / 3600, 2)):"
            + "\(pad(secondOfDay % 3600 / 60, 2)):\(pad(secondOfDay % 60, 2))Z"
    }

    /// 0000-01-01T00:00:00Z, the earliest moment a four-digit year can name.
    private static let earliestSecond = Double(daysFromCivil(year: 0, month: 1, day: 1) * 86_400)
    /// 9999-12-31T23:59:59Z, the latest moment a four-digit year can name.
    private static let latestSecond = Double(daysFromCivil(year: 9999, month: 12, day: 31) * 86_400 + 86_399)

    private static func parse(_ bytes: ArraySlice<UInt8>) -> Date? {
        var reader = DigitReader(bytes: bytes)
        guard let year = reader.number(digits: 4), reader.expect("-"),
            let month = reader.number(digits: 2), reader.expect("-"),
            let day = reader.number(digits: 2), reader.expect("T") || reader.expect("t") || reader.expect(" "),
            let hour = reader.number(digits: 2), reader.expect(":"),
            let minute = reader.number(digits: 2), reader.expect(":"),
            let second = reader.number(digits: 2)
        else { return nil }
        guard (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day),
            hour < 24, minute < 60, second < 61
        else { return nil }
        var fraction = 0.0
        if reader.expect(".") {
            var scale = 0.1
            var sawDigit = false
            while let digit = reader.digit() {
                fraction += Double(digit) * scale
                scale /= 10
                sawDigit = true
            }
            guard sawDigit else { return nil }
        }
        var offsetSeconds = 0
        if reader.expect("Z") || reader.expect("z") {
            offsetSeconds = 0
        } else if let sign = reader.sign() {
            guard let offsetHours = reader.number(digits: 2) else { return nil }
            _ = reader.expect(":")
            guard let offsetMinutes = reader.number(digits: 2), offsetHours < 24, offsetMinutes < 60 else { return nil }
            offsetSeconds = sign * (offsetHours * 3600 + offsetMinutes * 60)
        } else {
            return nil
        }
        guard reader.isAtEnd else { return nil }
        let days = daysFromCivil(year: year, month: month, day: day)
        let seconds = days * 86_400 + hour * 3600 + minute * 60 + second - offsetSeconds
        return Date(timeIntervalSince1970: Double(seconds) + fraction)
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's algorithm).
    private static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The inverse of `daysFromCivil`.
    private static func civilDate(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}

/// Reads fixed-width digits and separators from a timestamp's bytes.
private struct DigitReader {
    var bytes: ArraySlice<UInt8>

    var isAtEnd: Bool { bytes.isEmpty }

    mutating func digit() -> Int? {
        guard let byte = bytes.first, byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
        bytes.removeFirst()
        return Int(byte - UInt8(ascii: "0"))
    }

    mutating func number(digits: Int) -> Int? {
        var value = 0
        for _ in 0..<digits {
            guard let digit = digit() else { return nil }
            value = value * 10 + digit
        }
        return value
    }

    mutating func expect(_ character: Unicode.Scalar) -> Bool {
        guard let byte = bytes.first, byte == UInt8(ascii: character) else { return false }
        bytes.removeFirst()
        return true
    }

    mutating func sign() -> Int? {
        if expect("+") { return 1 }
        if expect("-") { return -1 }
        return nil
    }
}
