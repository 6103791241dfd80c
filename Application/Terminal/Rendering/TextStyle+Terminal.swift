import StyledText

/// How a style is drawn on a terminal: in a colour mode, and as the SGR sequence that selects it.
extension TextStyle {
    /// The style as actually drawn in `colorMode`: without colour the foreground is dropped, while bold, dim and
    /// reverse video stay (they are not colour, and the selection must remain visible).
    func effective(in colorMode: ColorMode) -> TextStyle {
        guard colorMode == .disabled else { return self }
        var style = self
        style.foreground = nil
        return style
    }

    /// The complete SGR sequence that selects this style from any previous one (it starts with a reset).
    var selectGraphicRendition: [UInt8] {
        var parameters = ["0"]
        if isBold { parameters.append("1") }
        if isDim { parameters.append("2") }
        if isItalic { parameters.append("3") }
        if isUnderlined { parameters.append("4") }
        if isReversed { parameters.append("7") }
        if let foreground { parameters.append(String(foreground.foregroundParameter)) }
        return ControlSequence.introducer + Array(parameters.joined(separator: ";").utf8) + [UInt8(ascii: "m")]
    }
}
